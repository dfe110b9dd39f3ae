import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../test/accounts.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A bounded fuzz over every route (from the app's own OpenAPI document, plus the routes
 * outside /api) with hostile text (NUL, lone surrogates, huge strings), wrong types, and huge and deeply nested
 * bodies. Nothing may answer 5xx. Deterministic: a fixed seed.
 */
let t: TestApp;
let account: TestAccount;
let circleId = 'c1';
beforeAll(async () => {
  // A built web app in miniature, so page and asset paths are served as in production.
  const webDist = mkdtempSync(path.join(tmpdir(), 'lisan-fuzz-web-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets/index-abc.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(path.join(webDist, 'prerendered/pages.json'), '{}');
  writeFileSync(
    path.join(webDist, 'prerendered/routes.json'),
    JSON.stringify(['/', '/payment-success', '/exercise/:type/:phraseId?']),
  );
  t = await createTestApp({ WEB_DIST_DIR: webDist });
  account = await createAccount(t.app);
  // A circle of the signed-in account, so its routes get past "not found" to their queries.
  const circle = await t.app.inject({
    method: 'POST',
    url: '/api/circles',
    headers: account.auth,
    payload: { name: 'Halaqa', language: 'en' },
  });
  if (circle.statusCode === 200) circleId = circle.json().id;
});
afterAll(async () => {
  await t.close();
});

let seed = 20251115;
const random = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const HOSTILE_TEXT = [
  'a\u0000b',
  '\u0000',
  'x\uD800',
  '\uDC00y',
  '\uD83D',
  'x'.repeat(100_000),
  '%00',
  '../../etc/passwd',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '٠١٢',
  'ﷺ',
  '',
  ' ',
  'demo-user',
  'guest-00000000-0000-0000-0000-000000000000',
];
const HOSTILE_VALUES: unknown[] = [
  ...HOSTILE_TEXT,
  0,
  -1,
  1e308,
  2 ** 53 + 1,
  true,
  null,
  {},
  [],
  [1, 'a'],
  { $gt: '' },
];

interface Operation {
  method: string;
  path: string;
  query: string[];
  body: string[];
}

function operationsOf(openapi: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(openapi.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const o = op as {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      };
      out.push({
        method: method.toUpperCase(),
        path,
        query: (o.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        body: Object.keys(o.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      });
    }
  }
  return out;
}

// A URL carries bytes: a lone surrogate cannot travel in one, so it goes as the replacement character it becomes.
const encode = (text: string) => encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, '\uFFFD'));
const fill = (path: string) =>
  path.replace(/\{[^}]+\}/g, () => encode(pick(HOSTILE_TEXT).slice(0, 200)) || 'x');

type Schema = Record<string, unknown>;

/** A value the schema accepts, as small as it allows: the skeleton a hostile string is put into. */
function sampleOf(node: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (!node || typeof node !== 'object' || depth > 8) return undefined;
  const s = node as Schema;
  if (typeof s.$ref === 'string')
    return sampleOf(components[s.$ref.split('/').pop()!], components, depth + 1);
  if (s.const !== undefined) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (s.default !== undefined) return s.default;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = s[key] as unknown[] | undefined;
    if (options?.length && s.type === undefined) return sampleOf(options[0], components, depth + 1);
  }
  const type = [s.type].flat()[0];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries((s.properties as Record<string, unknown>) ?? {}))
      out[k] = sampleOf(v, components, depth + 1);
    return out;
  }
  if (type === 'array') return [sampleOf(s.items, components, depth + 1)].slice(0, Number(s.minItems ?? 1));
  if (type === 'integer' || type === 'number') return Number(s.minimum ?? 1);
  if (type === 'boolean') return false;
  if (type === 'string') return 'x'.repeat(Math.max(1, Number(s.minLength ?? 1)));
  return undefined;
}

/** Every way into the schema's string fields: for each, a body with the hostile text there and samples elsewhere. */
function stringSlots(
  node: unknown,
  components: Record<string, unknown>,
  depth = 0,
): ((bad: string) => unknown)[] {
  if (!node || typeof node !== 'object' || depth > 8) return [];
  const s = node as Schema;
  if (typeof s.$ref === 'string')
    return stringSlots(components[s.$ref.split('/').pop()!], components, depth + 1);
  const slots: ((bad: string) => unknown)[] = [];
  const type = [s.type].flat()[0];
  if (type === 'string' && s.enum === undefined && s.const === undefined) slots.push((bad) => bad);
  for (const key of ['anyOf', 'oneOf'] as const)
    for (const option of (s[key] as unknown[] | undefined) ?? [])
      slots.push(...stringSlots(option, components, depth + 1));
  if (type === 'object') {
    const properties = (s.properties as Record<string, unknown>) ?? {};
    for (const [k, v] of Object.entries(properties)) {
      for (const slot of stringSlots(v, components, depth + 1)) {
        slots.push((bad) => ({ ...(sampleOf(s, components, depth) as object), [k]: slot(bad) }));
      }
    }
  }
  if (type === 'array')
    for (const slot of stringSlots(s.items, components, depth + 1)) slots.push((bad) => [slot(bad)]);
  return slots;
}

describe('every string of every route', () => {
  it('answers a NUL or a lone surrogate with a 4xx, never a 5xx', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Schema>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const components = openapi.components?.schemas ?? {};
    // Text as JSON carries it (a lone surrogate is escaped), and as a URL can (the surrogate's replacement).
    const BAD = ['a\u0000b', 'x\uD800', '\uDC00y'];
    const failures: string[] = [];
    let sent = 0;
    const send = async (method: string, url: string, body?: unknown) => {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...account.auth, 'sec-fetch-site': 'same-origin' },
        ...(body !== undefined
          ? {
              payload: JSON.stringify(body),
              headers: {
                ...account.auth,
                'content-type': 'application/json',
                'sec-fetch-site': 'same-origin',
              },
            }
          : {}),
      });
      sent++;
      if (res.statusCode >= 500)
        failures.push(
          `${method} ${url.slice(0, 120)} ${JSON.stringify(body)?.slice(0, 120) ?? ''} → ${res.statusCode}`,
        );
    };
    for (const [path, methods] of Object.entries(openapi.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const verb = method.toUpperCase();
        const parameters =
          (op.parameters as { name: string; in: string; schema?: unknown }[] | undefined) ?? [];
        const valid = (name: string) => (name === 'id' && path.startsWith('/api/circles') ? circleId : 'x');
        const url = (bad?: { in: string; name: string; value: string }) => {
          const filled = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            bad?.in === 'path' && bad.name === name ? encode(bad.value) : valid(name),
          );
          const query = bad?.in === 'query' ? `?${bad.name}=${encode(bad.value)}` : '';
          return filled + query;
        };
        const content = (op.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined)
          ?.content;
        const bodySchema = content?.['application/json']?.schema;
        const sample = bodySchema ? sampleOf(bodySchema, components) : undefined;
        for (const value of BAD) {
          for (const p of parameters.filter((p) => p.in === 'path' || p.in === 'query'))
            await send(verb, url({ in: p.in, name: p.name, value }), sample);
          for (const slot of stringSlots(bodySchema, components)) await send(verb, url(), slot(value));
        }
      }
    }
    console.info(`fuzz (every string field): ${sent} requests → ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(300);
  }, 600_000);
});

describe('fuzz', () => {
  it('answers no 5xx to a few thousand hostile requests over every route', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const operations = operationsOf(openapi);
    expect(operations.length).toBeGreaterThan(20);
    operations.push(
      { method: 'GET', path: '/sandbox/hyperpay/v1/paymentWidgets.js', query: ['checkoutId'], body: [] },
      { method: 'POST', path: '/sandbox/hyperpay/v1/checkouts', query: [], body: [] },
      { method: 'POST', path: '/sandbox/hyperpay/v1/checkouts/{id}/payment', query: [], body: [] },
      { method: 'GET', path: '/sandbox/hyperpay/v1/checkouts/{id}/payment', query: ['entityId'], body: [] },
      { method: 'GET', path: '/payment-success', query: ['id', 'resourcePath'], body: [] },
      { method: 'GET', path: '/assets/{file}', query: [], body: [] },
      { method: 'GET', path: '/{page}', query: [], body: [] },
    );

    const failures: string[] = [];
    let sent = 0;
    const PER_OPERATION = 60;
    for (const op of operations) {
      for (let i = 0; i < PER_OPERATION; i++) {
        const query = new URLSearchParams();
        for (const name of op.query) if (random() < 0.7) query.set(name, pick(HOSTILE_TEXT).slice(0, 1500));
        const url = `${fill(op.path)}${query.size ? `?${query.toString()}` : ''}`;
        let payload: string | undefined;
        let contentType = 'application/json';
        if (op.method !== 'GET' && op.method !== 'DELETE') {
          const kind = i % 10;
          if (kind === 0) payload = deep(50_000);
          else if (kind === 1) payload = deepObject(20_000);
          else if (kind === 2) payload = `{"a":"${'x'.repeat(1_200_000)}"}`;
          else if (kind === 3) payload = '{"unterminated": ';
          else if (kind === 4) {
            contentType = pick([
              'text/plain',
              'application/x-www-form-urlencoded',
              'multipart/form-data; boundary=x',
            ]);
            payload = `a=${encode(pick(HOSTILE_TEXT).slice(0, 500))}&card.number=4111111111111111`;
          } else {
            const body: Record<string, unknown> = {};
            for (const name of op.body) body[name] = random() < 0.6 ? pick(HOSTILE_VALUES) : 'ok';
            if (random() < 0.3) body[pick(['__proto__', 'constructor', 'extra'])] = pick(HOSTILE_VALUES);
            payload = JSON.stringify(body);
          }
        }
        const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
        if (payload !== undefined) headers['content-type'] = contentType;
        if (i % 2 === 0) headers.authorization = account.auth.authorization;
        if (i % 7 === 0) headers.cookie = `lisan_guest=${encode(pick(HOSTILE_TEXT).slice(0, 100))}`;
        const res = await t.app.inject({
          method: op.method as 'GET',
          url,
          headers,
          ...(payload !== undefined ? { payload } : {}),
        });
        sent++;
        if (res.statusCode >= 500)
          failures.push(`${op.method} ${url.slice(0, 120)} → ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
    console.info(`fuzz: ${sent} requests over ${operations.length} routes → ${failures.length} answered 5xx`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(2000);
  }, 600_000);
});
