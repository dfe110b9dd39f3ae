import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openTestDb } from '@lisan/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { z } from 'zod';
import { buildApp, type App } from '../../app.js';
import { ConfigError, loadConfig } from '../../config.js';
import type { DbHandle } from '@lisan/db';

let app: App;
let db: DbHandle;
const BOOT = "document.documentElement.dataset.test = 'boot';";

beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'lisan-web-'));
  // A built web app in miniature: the shell with its start-up script, and two pages prerendered at build time.
  writeFileSync(
    path.join(webDist, 'index.html'),
    `<!doctype html><script>${BOOT}</script><title>spa</title><div id="root"></div>`,
  );
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(
    path.join(webDist, 'prerendered/pages.json'),
    JSON.stringify({ '/': 'index.html', '/features': 'features.html' }),
  );
  writeFileSync(
    path.join(webDist, 'prerendered/index.html'),
    '<div id="root" data-prerendered="/">landing</div>',
  );
  writeFileSync(
    path.join(webDist, 'prerendered/features.html'),
    `<div id="root" data-prerendered="/features">features<p>${'Lisan '.repeat(500)}</p></div>`,
  );
  db = await openTestDb(inject('dbTemplate'));
  app = await buildApp(loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: webDist, RATE_LIMIT_PER_MINUTE: '5' }), {
    db,
  });
  // A route of the test's own, to exercise body parsing and contract validation through the real plugins.
  app.post(
    '/api/echo',
    { schema: { body: z.object({ email: z.email(), age: z.number().int().min(0) }) } },
    async (request) => request.body,
  );
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await db.close();
});

describe('health and readiness', () => {
  it('reports the process alive', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('reports the database reachable with every committed migration applied', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // What is wrong, if anything, and nothing of how the server is built: no database kind, no counts.
    expect(body).toEqual({ status: 'ready', database: 'ok', migrations: 'current' });
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and a message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/not valid JSON/);
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', padding: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/too large/);
  });

  it('names the field that fails the contract', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/echo',
      payload: { email: 'not-an-email', age: 3 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed' });
    expect(res.json().message).toMatch(/^email: /);
  });

  it('accepts a body that meets the contract', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/echo', payload: { email: 'a@b.co', age: 3 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ email: 'a@b.co', age: 3 });
  });

  it('answers an unknown /api path with JSON 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().message).toBe('Not found: GET /api/no-such-thing');
  });
});

describe('web app serving', () => {
  it('serves index.html for any client route without a prerendered page, so the SPA router decides', async () => {
    for (const url of ['/dashboard', '/exercise/completion/abc', '/some/unknown/page', '/features/more']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('serves the page prerendered for a path, with or without a trailing slash or a query', async () => {
    for (const [url, page] of [
      ['/', 'landing'],
      ['/?from=mail', 'landing'],
      ['/features', 'features'],
      ['/features/', 'features'],
    ] as const) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain(`>${page}<`);
    }
  });

  it('compresses a prerendered page for a browser that accepts it', async () => {
    const res = await app.inject({ method: 'GET', url: '/features', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends a Content-Security-Policy that allows only the app itself', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/https:|\*/);
    // The start-up script runs by its hash and nothing else inline may run: script-src is exactly these two.
    const hash = createHash('sha256').update(BOOT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`));
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends Swagger UI, a page under /api, the page header set (ADR 0017)', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(docs.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('API documentation', () => {
  it('generates OpenAPI from the contract schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/ready');
  });

  it('serves the browsable docs from local assets', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/https?:\/\/(cdn|unpkg|jsdelivr)/);
  });
});

describe('rate limiting', () => {
  it('refuses a caller who exceeds the per-minute limit, with a JSON message', async () => {
    let last = 0;
    let body: { message?: string } = {};
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/health', remoteAddress: '10.9.9.9' });
      last = res.statusCode;
      body = res.json();
    }
    expect(last).toBe(429);
    expect(body.message).toMatch(/Too many requests/);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a client cannot dodge limits by inventing addresses', async () => {
    let last = 0;
    for (let i = 0; i < 8; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/health',
        remoteAddress: '10.9.9.10',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('configuration', () => {
  it('stops with a message naming the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses a half-configured integration and names what is missing', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://localhost:1234/v1' })).toThrow(/AI_API_KEY, AI_MODEL/);
  });

  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.dataDir).toMatch(/data$/);
    expect(config.databaseUrl).toBeUndefined();
  });
});
