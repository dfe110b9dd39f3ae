import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A missing asset is a 404, and so is a page path the client router does not know. */
let t: TestApp;
beforeAll(async () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'lisan-web-404-'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>spa</title><div id="root"></div>');
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets/index-abc123.js'), 'console.log(1)');
  mkdirSync(path.join(webDist, 'prerendered'));
  writeFileSync(path.join(webDist, 'prerendered/pages.json'), JSON.stringify({ '/': 'index.html' }));
  writeFileSync(
    path.join(webDist, 'prerendered/index.html'),
    '<div id="root" data-prerendered="/">landing</div>',
  );
  // As scripts/build.mjs writes it from the web app's route table.
  writeFileSync(
    path.join(webDist, 'prerendered/routes.json'),
    JSON.stringify(['/', '/dashboard', '/exercise/:type/:phraseId?', '/reset-password', '/learn/grammar']),
  );
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(async () => {
  await t.close();
});

describe('web paths', () => {
  it('serves an asset that exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('answers 404, not the HTML page, for a missing script or file', async () => {
    for (const url of [
      '/assets/index-old999.js',
      '/assets/missing.css',
      '/favicon-nope.png',
      '/dashboard/app.js',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toMatch(/html/);
    }
  });

  it('answers the app shell with 200 for every route the client router knows', async () => {
    for (const url of [
      '/dashboard',
      '/dashboard/',
      '/exercise/completion',
      '/exercise/completion/p-12',
      '/reset-password?token=x',
      '/learn/grammar',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers the app shell (which shows the not-found page) with status 404 for an unknown page', async () => {
    for (const url of ['/no/such/page', '/dashboardx', '/exercise', '/exercise/a/b/c']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers 304 to a browser whose copy is current, and the file again once it is not', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(first.headers['cache-control']).toContain('immutable');
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': '"older"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe('console.log(1)');
  });
});
