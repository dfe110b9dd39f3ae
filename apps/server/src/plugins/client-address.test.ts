import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Behind a proxy, the client address is the one the trusted proxies appended (a hop count
 * or their addresses), so a forged leftmost X-Forwarded-For no longer escapes the rate limit; and idle or slow
 * connections are closed.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Sends `count` requests, each with a different forged leftmost address, and answers the statuses. */
async function spray(app: TestApp['app'], count: number, remoteAddress: string, lastHop: string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress,
      headers: { 'x-forwarded-for': `198.51.100.${i}, ${lastHop}` },
    });
    statuses.push(res.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('accepts a hop count, addresses and CIDRs, and refuses anything else naming the variable', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  for (const trust of ['true', '1']) {
    it(`TRUST_PROXY=${trust}: forged leftmost addresses share the proxy-appended address's limit`, async () => {
      t = await createTestApp({ TRUST_PROXY: trust, RATE_LIMIT_PER_MINUTE: '5' });
      const statuses = await spray(t.app, 20, '127.0.0.1', '10.0.0.7');
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    });
  }

  it('TRUST_PROXY=10.0.0.0/8: the first address from outside the trusted range is the client', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', RATE_LIMIT_PER_MINUTE: '5' });
    const statuses = await spray(t.app, 12, '10.1.2.3', '203.0.113.9');
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    // A different real client behind the same proxy still has its own allowance.
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.10' },
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('connection timeouts', () => {
  it('closes idle connections and requests whose body never finishes arriving', async () => {
    t = await createTestApp();
    const server = t.app.server as unknown as { timeout: number; requestTimeout: number };
    expect(server.timeout).toBe(60_000);
    expect(server.requestTimeout).toBe(30_000);
  });
});
