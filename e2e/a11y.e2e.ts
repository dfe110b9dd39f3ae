import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, type Lang } from './support/browser';
import { APP_PAGES, PUBLIC_PAGES } from './support/public-routes';

/**
 * axe-core on every route, in English and Arabic, light and dark. `@axe-core/playwright` needs Node 22, so
 * axe-core's own browser bundle is evaluated in the page. It goes through page.evaluate (the DevTools protocol)
 * rather than a <script> tag because the app's Content-Security-Policy rightly refuses inline scripts.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  return violations(page, ['serious', 'critical']);
}

/** axe's violations of the impacts named, or of any impact (minor and moderate included) when none are. */
async function violations(page: Page, impacts?: string[]): Promise<string[]> {
  await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return found
    .filter((v) => !impacts || impacts.includes(v.impact ?? ''))
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} — ${v.nodes
          .map((n) => JSON.stringify(n.target))
          .slice(0, 3)
          .join(', ')}`,
    );
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const ROUTES = [...APP_PAGES, ...PUBLIC_PAGES];
const VARIANTS: [Lang, 'light' | 'dark'][] = [
  ['en', 'light'],
  ['en', 'dark'],
  ['ar', 'light'],
  ['ar', 'dark'],
];

describe.each(VARIANTS)('axe in %s, %s theme', (lang, theme) => {
  it.each(ROUTES)('finds no serious or critical violation on $path', async ({ path, testId }) => {
    const { context, page } = await openContext(browser, { lang, theme });
    try {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      // Let the lazily loaded locale strings and fonts settle so colours and text are final.
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each<Lang>(['en', 'ar'])('axe in %s finds nothing at all', (lang) => {
  it.each(ROUTES)('on $path, minor and moderate findings included', async ({ path, testId }) => {
    const { context, page } = await openContext(browser, { lang });
    try {
      await page.goto(path);
      await page.getByTestId(testId).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('keyboard', () => {
  it('reaches the skip link first, then the header, with a visible focus ring', async () => {
    const { context, page } = await openContext(browser);
    try {
      await page.goto('/');
      await page.getByTestId('page-landing').waitFor();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).not.toBe(
        'none',
      );
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe(
        'home-link',
      );
      const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth);
      expect(parseFloat(outline)).toBeGreaterThanOrEqual(2);

      // Tab on to the language toggle and switch language with Enter.
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (
          (await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))) ===
          'language-toggle'
        )
          break;
      }
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('ar');
    } finally {
      await context.close();
    }
  });

  it('opens a help question with the keyboard', async () => {
    const { context, page } = await openContext(browser);
    try {
      await page.goto('/help');
      const first = page.locator('details').first();
      await first.locator('summary').focus();
      await page.keyboard.press('Enter');
      expect(await first.getAttribute('open')).not.toBeNull();
    } finally {
      await context.close();
    }
  });
});
