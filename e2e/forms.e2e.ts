import { learner, type Learner } from './support/accounts';
import type { Lang } from './support/browser';
import { expect, test } from './support/fixtures';

/*
 * Forms in the interface language: a refused field named in a sentence, Confirm password beside Password.
 */
const LANGS: Lang[] = ['en', 'ar'];
let basic: Learner;
test.beforeAll(async () => {
  basic = await learner('basic');
});

test.describe('validation messages', () => {
  for (const lang of LANGS)
    test(`in ${lang}: a refused field is named in a sentence of the interface language`, async ({ open }) => {
      const { page } = await open({ lang, storage: basic.storage });
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

test.describe('the sign-up form', () => {
  for (const lang of LANGS)
    test(`in ${lang} at 1280 px Confirm password lines up with Password`, async ({ open }) => {
      const { page } = await open({ lang });
      await page.goto('/signup');
      const top = (id: string) => page.getByTestId(id).evaluate((el) => el.getBoundingClientRect().top);
      expect(Math.abs((await top('signup-password')) - (await top('signup-confirm-password')))).toBeLessThan(
        1,
      );
    });
});
