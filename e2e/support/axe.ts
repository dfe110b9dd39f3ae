import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/**
 * axe-core's findings on the page as it is now. `@axe-core/playwright` needs Node 22, so axe-core's own browser
 * bundle is evaluated in the page. It goes through page.evaluate (the DevTools protocol) rather than a <script>
 * tag because the app's Content-Security-Policy rightly refuses inline scripts.
 */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe's violations of the impacts named, or of any impact (minor and moderate included) when none are; of the
 * `rules` named, or of every rule when none are.
 */
export async function axeViolations(page: Page, impacts?: string[], rules?: string[]): Promise<string[]> {
  // axe's 500 KB are evaluated once per document, not on every call: a page is often checked more than once
  // (in light, then in dark).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule', values: rules } } : {}),
    });
    return result.violations;
  }, rules);
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

/** The serious and critical violations only. */
export const seriousViolations = (page: Page) => axeViolations(page, ['serious', 'critical']);

/**
 * The serious and critical violations of the rules that read colours: all that changes when the theme does (the
 * markup stays the same), so a page already checked in one theme needs only these in the other.
 */
export const seriousColourViolations = (page: Page) =>
  axeViolations(page, ['serious', 'critical'], ['color-contrast', 'link-in-text-block']);
