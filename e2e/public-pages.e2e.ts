import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, screenshot, type Lang } from './support/browser';
import { AppShell, ContactPage } from './support/pages';
import { PUBLIC_PAGES } from './support/public-routes';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each<[Lang, 'ltr' | 'rtl']>([
  ['en', 'ltr'],
  ['ar', 'rtl'],
])('public pages in %s', (lang, dir) => {
  it.each(PUBLIC_PAGES)('renders $path with its content', async ({ path, testId }) => {
    const { context, page, consoleErrors } = await openContext(browser, { lang });
    try {
      await page.goto(path);
      const main = page.getByTestId(testId);
      await main.waitFor();
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect((await page.locator('h1').first().textContent())?.trim().length).toBeGreaterThan(0);
      // Real content, not a bare title: each page has at least a few lines of text.
      expect((await main.innerText()).length).toBeGreaterThan(150);
      await screenshot(page, `public-${lang}-${testId}`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('footer', () => {
  it.each<Lang>(['en', 'ar'])('has no link that ends on the 404 page (%s)', async (lang) => {
    const { context, page, consoleErrors } = await openContext(browser, { lang });
    try {
      const footer = new AppShell(page).footer();
      await page.goto('/');
      await page.getByTestId('page-landing').waitFor();
      const hrefs = await footer
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs).toHaveLength(15);
      for (const href of hrefs) {
        // Navigate the way a user does: click the link in the footer, then wait for the page's heading.
        await footer.locator(`a[href="${href}"]`).click();
        await expect.poll(() => page.evaluate(() => location.pathname)).toBe(href);
        // Every page carries a data-testid="page-…"; the one that appears must not be the 404 page.
        await page.locator('main [data-testid^="page-"]').first().waitFor();
        expect(await page.getByTestId('page-not-found').count(), href).toBe(0);
      }
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('practice exercises', () => {
  it('links each of the seven exercise types to its exercise screen, a locked type to its sample', async () => {
    const { context, page } = await openContext(browser);
    try {
      await page.goto('/exercises');
      await page.getByTestId('exercise-type-list').waitFor();
      const links = page.getByTestId('exercise-type-list').locator('a');
      const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/exercise/substitution',
        '/exercise/conversation/sample',
        '/exercise/completion',
        '/exercise/comparison/sample',
        '/exercise/roleplay/sample',
        '/exercise/transformation/sample',
        '/exercise/thematic/sample',
      ]);
    } finally {
      await context.close();
    }
  });
});

describe('contact form', () => {
  it('names the problem and focuses the field when the email is wrong, then sends by keyboard', async () => {
    const { context, page, consoleErrors } = await openContext(browser, { lang: 'ar' });
    try {
      const contact = new ContactPage(page);
      await contact.goto();
      await contact.fill({
        name: 'Yusuf',
        email: 'yusuf-at-example',
        subject: 'سؤال',
        message: 'كيف أغيّر لغة الواجهة؟',
      });
      await contact.sendButton().click();
      await contact.problem().waitFor();
      expect(await contact.email().getAttribute('aria-invalid')).toBe('true');
      expect(await contact.focusedFieldName()).toBe('email');

      await contact.email().fill('yusuf@example.com');
      await contact.sendByKeyboard();
      await contact.sent().waitFor();
      await screenshot(page, 'public-ar-contact-sent');
      expect(consoleErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('dark mode', () => {
  it.each<Lang>(['en', 'ar'])('renders the public pages in the dark theme (%s)', async (lang) => {
    const { context, page } = await openContext(browser, { lang, theme: 'dark' });
    try {
      for (const { path, testId } of [{ path: '/', testId: 'page-landing' }, ...PUBLIC_PAGES]) {
        await page.goto(path);
        await page.getByTestId(testId).waitFor();
        expect(await page.locator('html').getAttribute('class')).toContain('dark');
        await screenshot(page, `dark-${lang}-${testId}`);
      }
    } finally {
      await context.close();
    }
  });
});
