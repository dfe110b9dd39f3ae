import { screenshot, type Lang } from './support/browser';
import { AppShell, ContactPage } from './support/pages';
import { expect, test } from './support/fixtures';

// Each public page's content, direction, console and axe checks, and its dark theme, are in routes.e2e.ts.

test.describe('footer', () => {
  for (const lang of ['en', 'ar'] satisfies readonly Lang[])
    test(`has no link that ends on the 404 page (${lang})`, async ({ openContext }) => {
      const { page, consoleErrors } = await openContext({ lang });
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
    });
});

test.describe('practice exercises', () => {
  test('links each of the seven exercise types to its exercise screen, a locked type to its sample', async ({
    openContext,
  }) => {
    const { page } = await openContext();
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
  });
});

test.describe('contact form', () => {
  test('names the problem and focuses the field when the email is wrong, then sends by keyboard', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'ar' });
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
  });
});
