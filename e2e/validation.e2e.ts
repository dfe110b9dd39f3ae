import type { Learner } from './support/accounts';
import { type Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/** Validation messages in the interface language. */
let basic: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  basic = await sharedLearner('basic');
});

const LANGS: Lang[] = ['en', 'ar'];

test.describe('validation messages', () => {
  for (const lang of LANGS)
    test(`in ${lang}: a refused field is named in a sentence of the interface language`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: basic.storage });
      await page.goto('/profile');
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('profile-email-input').fill(`changed-${Date.now()}@example.com`);
      await page.getByTestId('profile-save').click();
      const alert = page.getByTestId('profile-form').getByRole('alert');
      await alert.waitFor();
      const text = (await alert.textContent())!;
      expect(text).not.toMatch(/currentPassword|[a-z]+[A-Z][a-z]+:/);
      if (lang === 'en') expect(text).toBe('Please check your current password.');
      else expect(text).not.toMatch(/[A-Za-z]/);
    });
});
