import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { launchBrowser, openContext, screenshot, type Lang } from './support/browser';

/*
 * The purchase of issue 9 in a real browser against the embedded sandbox gateway: choose a plan signed out,
 * sign up and in, the modal reopens, pay with a sandbox test card, and the server's verification grants the plan.
 * Accounts are made through the API (the sign-up and sign-in screens have their own tests).
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

async function createAccount() {
  const base = inject('baseUrl');
  const email = `buyer-${randomUUID()}@example.com`;
  const password = 'correct horse battery';
  const signup = await fetch(`${base}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ firstName: 'Amina', lastName: 'Yusuf', email, password }),
  });
  expect(signup.status, await signup.clone().text()).toBeLessThan(300);
  const signin = await fetch(`${base}/api/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(signin.status).toBe(200);
  const { token, user } = (await signin.json()) as { token: string; user: Record<string, unknown> };
  return { token, user, storage: { 'auth-token': token, user: JSON.stringify(user) } };
}

async function subscriptionOf(token: string) {
  const res = await fetch(`${inject('baseUrl')}/api/me/subscription`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { plan: string; status: string };
}

async function fillAddress(page: Page) {
  await page.getByTestId('checkout-street').fill('12 King Fahd Road');
  await page.getByTestId('checkout-city').fill('Riyadh');
  await page.getByTestId('checkout-state').fill('Riyadh');
  await page.getByTestId('checkout-postcode').fill('12271');
}

async function payWithCard(page: Page, number: string) {
  await page.locator('input[name="card.number"]').fill(number);
  await page.locator('input[name="card.expiry"]').fill(`12 / ${FUTURE_YEAR}`);
  await page.locator('input[name="card.cvv"]').fill('123');
  await page.locator('input[name="card.holder"]').fill('Amina Yusuf');
  await page.locator('.wpwl-button-pay').click();
}

const cspErrors = (errors: string[]) => errors.filter((e) => /Content Security Policy/i.test(e));

describe('buying a plan with the sandbox gateway', () => {
  it('signed out → Standard → sign up and in → modal → success card → Standard is active', async () => {
    const { context, page, consoleErrors } = await openContext(browser, { lang: 'en' });
    try {
      await page.goto('/pricing');
      await page.getByTestId('plan-choose-standard').waitFor();
      expect(await page.locator('[data-testid^="plan-card-"]').count()).toBe(3);
      await screenshot(page, 'billing-en-pricing');

      await page.getByTestId('plan-choose-standard').click();
      await page.waitForURL('**/signup');
      expect(await page.evaluate(() => localStorage.getItem('pending-plan'))).toBe('standard');

      // Sign up and sign in, then the app holds the session the way the spec's sign-in stores it.
      const account = await createAccount();
      await page.evaluate((values) => {
        for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      }, account.storage);
      // Signing in through the page would also set the session cookie (the widget's script request carries it).
      await page.context().addCookies([
        {
          name: 'lisan_session',
          value: account.token,
          url: inject('baseUrl'),
          httpOnly: true,
          sameSite: 'Lax',
        },
      ]);
      await page.goto('/');

      await page.waitForURL('**/pricing');
      await page.getByTestId('purchase-dialog').waitFor();
      expect(await page.evaluate(() => localStorage.getItem('pending-plan'))).toBeNull();

      // Pay stays disabled until email, given name and surname are filled.
      await page.getByTestId('checkout-surname').fill('');
      expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
      await page.getByTestId('checkout-surname').fill('Yusuf');
      expect(await page.getByTestId('checkout-country').inputValue()).toBe('SA');
      await fillAddress(page);
      await page.getByTestId('payment-method-VISA_MASTER').check();
      await screenshot(page, 'billing-en-modal');
      await page.getByTestId('checkout-submit').click();

      await page.locator('input[name="card.number"]').waitFor();
      expect(await page.getByTestId('payment-widget').getAttribute('data-brands')).toBe('VISA MASTER');
      await page.getByTestId('sandbox-test-cards').waitFor();

      // A mada card on the Visa/Mastercard form is refused with a pointer to mada.
      await payWithCard(page, '4464040000000007');
      await expect.poll(() => page.locator('.wpwl-message').textContent()).toMatch(/mada payment method/);
      await screenshot(page, 'billing-en-widget');

      await payWithCard(page, '4111111111111111');
      await page.waitForURL('**/payment-success?**');
      await page.getByTestId('payment-result-success').waitFor();
      await screenshot(page, 'billing-en-result-success');
      expect(await subscriptionOf(account.token)).toMatchObject({ plan: 'standard', status: 'active' });
      expect(cspErrors(consoleErrors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it.each<Lang>(['ar', 'en'])(
    'in %s: a failed widget load and a declined card end in failure, and Try Again starts over',
    async (lang) => {
      const account = await createAccount();
      const { context, page, consoleErrors } = await openContext(browser, { lang, storage: account.storage });
      try {
        await page.goto('/pricing');
        await page.getByTestId('plan-choose-premium').waitFor();
        if (lang === 'ar') await screenshot(page, 'billing-ar-pricing');
        await page.getByTestId('plan-choose-premium').click();
        await page.getByTestId('purchase-dialog').waitFor();
        await fillAddress(page);
        await page.getByTestId('payment-method-VISA_MASTER').check();
        if (lang === 'ar') await screenshot(page, 'billing-ar-modal');

        // The widget script cannot load: the modal says so and Try Again returns to the form.
        await page.route('**/paymentWidgets.js*', (route) => route.abort());
        await page.getByTestId('checkout-submit').click();
        await page.getByTestId('checkout-error').waitFor();
        if (lang === 'en')
          expect(await page.getByTestId('checkout-error').textContent()).toBe(
            'Failed to load payment widget',
          );
        await page.unroute('**/paymentWidgets.js*');
        await page.getByTestId('checkout-try-again').click();

        await page.getByTestId('checkout-submit').click();
        await page.locator('input[name="card.number"]').waitFor();
        if (lang === 'ar') await screenshot(page, 'billing-ar-widget');
        await payWithCard(page, '4000000000000002');

        await page.waitForURL('**/payment-success?**');
        await page.getByTestId('payment-result-failure').waitFor();
        if (lang === 'en')
          expect(await page.getByTestId('payment-failure-detail').textContent()).toContain('declined');
        await screenshot(page, `billing-${lang}-result-failure`);
        expect((await subscriptionOf(account.token)).plan).toBe('basic');

        await page.getByTestId('payment-try-again').click();
        await page.waitForURL('**/pricing');
        await page.getByTestId('plan-choose-premium').waitFor();
        expect(cspErrors(consoleErrors)).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );

  it('shows "Invalid payment response" when the result page has no payment to verify', async () => {
    const { context, page } = await openContext(browser, { lang: 'en' });
    try {
      await page.goto('/payment-success?success=true&amount=39.00');
      await page.getByTestId('payment-result-failure').waitFor();
      expect(await page.getByTestId('payment-result-failure').textContent()).toContain(
        'Invalid payment response',
      );
    } finally {
      await context.close();
    }
  });
});
