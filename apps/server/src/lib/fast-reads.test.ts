import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * ADR 0018: Static reads answered before Fastify's router. Over a real socket (app.inject never reaches
 * the server's request listener), each fast read is compared with the same route answered by Fastify: the same
 * path with an empty query string, which the fast reads always leave to Fastify.
 */
let t: TestApp | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

interface Response {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function listening(env: Record<string, string> = {}) {
  t = await createTestApp(env);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  // Whether each request was answered by the fast reads, in order.
  const served = vi.spyOn(t.app.fastReads, 'serve');
  const fast = () => served.mock.results.map((r) => r.value as boolean);
  const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<Response>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  return { app: t.app, get, fast };
}

/** The headers a client relies on, without those that differ from one request to the next. */
function stable(headers: IncomingHttpHeaders) {
  const { date: _date, 'x-ratelimit-remaining': _remaining, 'x-ratelimit-reset': _reset, ...rest } = headers;
  return rest;
}

describe('fast reads', () => {
  it("answer a static read with the route's own bytes and headers, in the caller's language", async () => {
    const { get, fast, app } = await listening();
    const phrase = app.catalog.phrases[0]!.id;
    for (const [path, headers] of [
      ['/api/pricing', {}],
      ['/api/health', {}],
      ['/api/auth/providers', {}],
      [`/api/phrases/${phrase}`, { 'accept-language': 'ar' }],
      [`/api/phrases/${phrase}`, { 'accept-language': 'tr;q=0.9, fr' }],
    ] as const) {
      const quick = await get(path, headers);
      const routed = await get(`${path}?`, headers);
      expect(quick.status).toBe(200);
      expect(quick.body.equals(routed.body)).toBe(true);
      expect(stable(quick.headers)).toEqual(stable(routed.headers));
    }
    expect(fast()).toEqual([true, false, true, false, true, false, true, false, true, false]);

    const arabic = JSON.parse(
      (await get(`/api/phrases/${phrase}`, { 'accept-language': 'ar' })).body.toString(),
    );
    const english = JSON.parse((await get(`/api/phrases/${phrase}`)).body.toString());
    expect(arabic.id).toBe(phrase);
    expect(arabic).not.toEqual(english);
  });

  it('answer 304 to a matching If-None-Match, and send a large body compressed with its own ETag', async () => {
    const { get, fast, app } = await listening();
    const first = await get('/api/pricing');
    const etag = String(first.headers.etag);
    const revalidated = await get('/api/pricing', { 'if-none-match': `W/${etag}` });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(etag);
    expect(stable(revalidated.headers)).toEqual(
      stable((await get('/api/pricing?', { 'if-none-match': etag })).headers),
    );

    // The longest phrase's body is over the compression threshold.
    const longest = [...app.catalog.phrases].sort(
      (a, b) => JSON.stringify(b).length - JSON.stringify(a).length,
    )[0]!.id;
    const plain = await get(`/api/phrases/${longest}`);
    const br = await get(`/api/phrases/${longest}`, { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(stable(br.headers)).toEqual(
      stable((await get(`/api/phrases/${longest}?`, { 'accept-encoding': 'gzip, br' })).headers),
    );
    expect(fast()).toEqual([true, true, false, true, true, false]);
  });

  it('leave to Fastify what they cannot answer exactly', async () => {
    const { get, fast } = await listening();
    expect((await get('/api/pricing', {}, 'HEAD')).status).toBe(200);
    const unknown = await get('/api/phrases/no-such-phrase');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString()).code).toBe('phrase_not_found');
    expect((await get('/api/phrases/%2E%2E')).status).toBe(404);
    expect((await get('/api/pricing/')).status).toBe(404);
    expect((await get('/api/pricing', {}, 'DELETE')).status).toBe(404);
    expect(fast()).toEqual([false, false, false, false, false]);
  });

  it('count in the same rate limit as the routes, and leave the refusal to them', async () => {
    const { get, fast } = await listening({ RATE_LIMIT_PER_MINUTE: '5' });
    const remaining = [];
    for (const path of ['/api/health', '/api/health?', '/api/pricing', '/api/health', '/api/pricing?']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      remaining.push(res.headers['x-ratelimit-remaining']);
    }
    expect(remaining).toEqual(['4', '3', '2', '1', '0']);
    const refused = await get('/api/health');
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString()).code).toBe('rate_limited');
    expect(fast()).toEqual([true, false, true, true, false, false]);
  });

  it('count a client behind a trusted proxy by the address the proxy appended, as Fastify does', async () => {
    const { get, fast } = await listening({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '3' });
    const statuses = [];
    for (let i = 0; i < 5; i++) {
      statuses.push((await get('/api/health', { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.7` })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    // Another client behind the same proxy has its own window.
    expect((await get('/api/health', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(200);
    expect(fast()).toEqual([true, true, true, false, false, true]);
  });

  it('stop answering once the app is closing', async () => {
    const { app } = await listening();
    const serve = app.fastReads.serve.bind(app.fastReads);
    await t!.close();
    t = undefined;
    const response = { writeHead: vi.fn(), end: vi.fn() };
    const request = { method: 'GET', url: '/api/pricing', headers: {}, socket: {} };
    expect(serve(request as never, response as never)).toBe(false);
    expect(response.writeHead).not.toHaveBeenCalled();
  });
});
