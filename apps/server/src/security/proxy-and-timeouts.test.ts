import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.js';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

function logCapture() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, logger: { level: 'warn', stream } };
}

describe('X-Forwarded-For without TRUST_PROXY', () => {
  it('is warned about once, on the first request that carries it', async () => {
    const { lines, logger } = logCapture();
    const t = await createTestApp({}, { logger });
    cleanups.push(() => t.close());
    await t.app.inject({ method: 'GET', url: '/api/pricing' });
    expect(lines.filter((l) => l.msg.includes('X-Forwarded-For'))).toHaveLength(0);
    for (let i = 0; i < 3; i++)
      await t.app.inject({
        method: 'GET',
        url: '/api/pricing',
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
      });
    const warnings = lines.filter((l) => l.msg.includes('X-Forwarded-For'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toContain('TRUST_PROXY');
  });

  it('is not warned about when a proxy is trusted', async () => {
    const { lines, logger } = logCapture();
    const t = await createTestApp({ TRUST_PROXY: '1' }, { logger });
    cleanups.push(() => t.close());
    await t.app.inject({ method: 'GET', url: '/api/pricing', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(lines.filter((l) => l.msg.includes('X-Forwarded-For'))).toHaveLength(0);
  });
});

describe('a request body that trickles in', () => {
  it('is closed at REQUEST_TIMEOUT_SECONDS, not up to half a minute later', { timeout: 60_000 }, async () => {
    const t = await createTestApp({ REQUEST_TIMEOUT_SECONDS: '1' });
    cleanups.push(() => t.close());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    let closed = false;
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => undefined);
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{',
    );
    // One byte every 100 ms: a 1000-byte body would take 100 s. Node used to look for overdue requests only every
    // 30 s; the server must end this one while it is still trickling, within the 10 s sent here.
    let sent = 1;
    while (!closed && sent < 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!socket.writable) break;
      socket.write(' ');
      sent++;
    }
    await new Promise((resolve) => (closed ? resolve(undefined) : socket.once('close', resolve)));
    expect(sent).toBeLessThan(100);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
