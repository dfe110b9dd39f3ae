// Screenshots of running pages, for looking at what was built.
// Usage: node scripts/screenshot.mjs http://localhost:5000 /dashboard /exercise/completion [--lang ar] [--dark] [--out dir]
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const [value] = args.splice(i, 2).slice(1);
  return value;
};
const lang = flag('--lang') ?? 'en';
const out = flag('--out') ?? 'e2e/.artifacts/manual';
const dark = args.includes('--dark');
const [base, ...paths] = args.filter((a) => a !== '--dark');
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
await context.addInitScript(
  ([l, d]) => {
    localStorage.setItem('app-language', l);
    if (d) localStorage.setItem('app-theme', 'dark');
  },
  [lang, dark],
);
const page = await context.newPage();
page.on('pageerror', (e) => console.error('page error:', e.message));
for (const p of paths) {
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const file = path.join(out, `${lang}${dark ? '-dark' : ''}${p.replace(/[^a-z0-9]+/gi, '-')}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
