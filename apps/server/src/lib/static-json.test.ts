import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { getContentCatalog, getContentTranslations, localisePhrase } from '@lisan/content';
import {
  ERROR_TEXTS,
  PLANS,
  healthResponseSchema,
  phraseSchema,
  phraseWithExerciseSchema,
  pricingResponseSchema,
} from '@lisan/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staticJson, StaticJsonCache } from './static-json.js';

/** The bytes the route's zod serializer wrote before the bodies were built once. */
const serialised = (schema: z.ZodType, value: unknown) => JSON.stringify(schema.parse(value));

describe('static JSON reads', () => {
  let t: TestApp;
  const catalog = getContentCatalog();
  const translations = getContentTranslations();
  const phrase = catalog.phrases[0]!;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('serves a phrase with the bytes the schema serialised, a stable ETag, no-cache and Vary', async () => {
    for (const lang of ['en', 'ar', 'tr'] as const) {
      const res = await get(`/api/phrases/${phrase.id}?lang=${lang}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(serialised(phraseSchema, localisePhrase(translations, lang, phrase)));
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toContain('accept-language');
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      const again = await get(`/api/phrases/${phrase.id}?lang=${lang}`);
      expect(again.headers.etag).toBe(res.headers.etag);
    }
  });

  it('answers If-None-Match with a bodiless 304, and another language has another ETag', async () => {
    const en = await get(`/api/phrases/${phrase.id}`, { 'accept-language': 'en' });
    const ar = await get(`/api/phrases/${phrase.id}`, { 'accept-language': 'ar' });
    expect(ar.headers.etag).not.toBe(en.headers.etag);
    const etag = String(en.headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const notModified = await get(`/api/phrases/${phrase.id}`, {
        'accept-language': 'en',
        'if-none-match': ifNoneMatch,
      });
      expect(notModified.statusCode, ifNoneMatch).toBe(304);
      expect(notModified.body).toBe('');
      expect(notModified.headers.etag).toBe(etag);
    }
    const changed = await get(`/api/phrases/${phrase.id}`, {
      'accept-language': 'ar',
      'if-none-match': etag,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.body).toBe(ar.body);
  });

  it('keeps the 404 for an unknown phrase', async () => {
    const missing = await get('/api/phrases/short-99999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: ERROR_TEXTS.phraseNotFound, code: 'phrase_not_found' });
    expect(missing.headers.etag).toBeUndefined();
  });

  it('serves the phrase list and its pages as the array schema serialised them', async () => {
    const all = await get('/api/phrases?lang=sw');
    expect(all.body).toBe(
      serialised(
        z.array(phraseSchema),
        catalog.phrases.map((p) => localisePhrase(translations, 'sw', p)),
      ),
    );
    const page = await get('/api/phrases?category=long&offset=3&limit=4&lang=zh');
    const long = catalog.phrases.filter((p) => p.category === 'long').slice(3, 7);
    expect(page.body).toBe(
      serialised(
        z.array(phraseSchema),
        long.map((p) => localisePhrase(translations, 'zh', p)),
      ),
    );
    expect(page.headers['x-total-count']).toBe(
      String(catalog.phrases.filter((p) => p.category === 'long').length),
    );
    const empty = await get('/api/phrases?offset=100000');
    expect(empty.body).toBe('[]');
    expect(empty.headers['x-total-count']).toBe(String(catalog.phrases.length));
  });

  it('sends a large body in the encoding the client accepts, made once', async () => {
    const plain = await get('/api/phrases?limit=20');
    const br = await get('/api/phrases?limit=20', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await get('/api/phrases?limit=20', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(gzip.headers.vary)).toBe('accept-language, accept-encoding');
    // One strong ETag per sequence of bytes: each encoding has its own, and revalidates against it.
    const tags = [plain, br, gzip].map((res) => String(res.headers.etag));
    expect(new Set(tags).size).toBe(3);
    expect(tags[1]).toBe(`${tags[0]!.slice(0, -1)}-br"`);
    const brAgain = await get('/api/phrases?limit=20', {
      'accept-encoding': 'gzip, br',
      'if-none-match': tags[1]!,
    });
    expect(brAgain.statusCode).toBe(304);
    const gzipWithBrTag = await get('/api/phrases?limit=20', {
      'accept-encoding': 'gzip',
      'if-none-match': tags[1]!,
    });
    expect(gzipWithBrTag.statusCode).toBe(200);
    expect(gunzipSync(gzipWithBrTag.rawPayload).toString()).toBe(plain.body);
  });

  it('sends a random pick with the bytes the schema serialised, built once per item, never revalidated', async () => {
    const first = await get('/api/phrases/random/completion');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.headers.etag).toBeUndefined();
    expect(String(first.headers['content-type'])).toBe('application/json; charset=utf-8');
    const picked = first.json();
    expect(first.body).toBe(serialised(phraseWithExerciseSchema, picked));
    // The view a pick sends is the item's own, as the item read serves it, in the asked language too.
    const item = await get(`/api/exercises/completion/${picked.exercise.itemId}`);
    expect(picked.exercise).toEqual(item.json().exercise);
    const ar = await get('/api/phrases/random/completion?lang=ar');
    expect(ar.statusCode).toBe(200);
    expect(ar.headers.vary).toContain('accept-language');
  });

  it('serves pricing and health as built once, with no Vary on the language', async () => {
    const pricing = await get('/api/pricing');
    expect(pricing.body).toBe(serialised(pricingResponseSchema, [...PLANS]));
    expect(pricing.headers.vary).toBeUndefined();
    const notModified = await get('/api/pricing', { 'if-none-match': String(pricing.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const health = await get('/api/health');
    expect(health.body).toBe(serialised(healthResponseSchema, { status: 'ok' }));
    const gateway = await get('/api/payment-gateway');
    expect(gateway.json()).toEqual({ gateway: 'sandbox' });
  });

  it('keeps a verse per translation, and a wrong reference or verse is still a 400 or 404', async () => {
    const en = await get('/api/quran/verses/2:255');
    const tr = await get('/api/quran/verses/2:255?lang=tr');
    expect(en.json().translation.language).toBe('en');
    expect(tr.json().translation.language).toBe('tr');
    expect(tr.headers.etag).not.toBe(en.headers.etag);
    expect((await get('/api/quran/verses/2:999')).statusCode).toBe(404);
    expect((await get('/api/quran/verses/two')).statusCode).toBe(400);
  });
});

describe('API response headers (ADR 0017)', () => {
  const LEAN = {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
  };
  const PAGE_ONLY = ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection'];

  it('sends JSON API responses the lean set, HSTS under https, and pages the full set', async () => {
    const t = await createTestApp({ PUBLIC_URL: 'https://lisan.example' });
    try {
      for (const url of ['/api/pricing', '/api/phrases/short-99999', '/api/no-such-thing', '/api/me']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.headers, url).toMatchObject({
          ...LEAN,
          'strict-transport-security': 'max-age=15552000; includeSubDomains',
        });
        for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
      const page = await t.app.inject({ method: 'GET', url: '/pricing' });
      expect(String(page.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(page.headers['strict-transport-security']).toBeDefined();
      for (const name of PAGE_ONLY) expect(page.headers[name], name).toBeDefined();
    } finally {
      await t.close();
    }
  });

  it('sends no HSTS over plain http', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/pricing' });
      expect(res.headers).toMatchObject(LEAN);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});

describe('StaticJsonCache', () => {
  const body = (n: number) => staticJson(z.string(), 'x'.repeat(n), { languageDependent: false });

  it('keeps what it built, and drops the oldest entries past its byte bound (body and overhead)', () => {
    const cache = new StaticJsonCache(2 * (100 + 512) + 50);
    let builds = 0;
    const get = (key: string) => cache.get(key, () => (builds++, body(98)));
    const a = get('a');
    expect(get('a')).toBe(a);
    get('b');
    expect(builds).toBe(2);
    get('c');
    get('a');
    expect(builds).toBe(4);
    expect(cache.get('unknown', () => undefined)).toBeUndefined();
  });
});
