// `node apps/web/scripts/make-icons.mjs`: renders the app's logo (public/favicon.svg) to the PNG icons the web app
// manifest names, with Chromium. Run once when the logo changes; the PNGs are committed, so builds need no browser.
// The maskable icon keeps the mark inside the central 80% (the safe zone a launcher may crop to a circle) on a
// full-bleed background of the logo's own colour.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const publicDir = path.resolve(import.meta.dirname, '../public');
const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const background = /fill="(#[0-9a-f]{6})"/i.exec(svg)?.[1] ?? '#0f766e';
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
try {
  for (const { file, size, maskable } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = maskable ? Math.round(size * 0.8) : size;
    await page.setContent(
      `<body style="margin:0;width:${size}px;height:${size}px;display:grid;place-items:center;` +
        `background:${maskable ? background : 'transparent'}">` +
        `<img src="${dataUrl}" width="${inner}" height="${inner}"></body>`,
    );
    await page.screenshot({ path: path.join(publicDir, 'icons', file), omitBackground: !maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
