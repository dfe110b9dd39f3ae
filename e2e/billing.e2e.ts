import { newAccount, signedIn } from './support/accounts';
import { screenshot, type Lang } from './support/browser';
import { PricingPage } from './support/pages';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

/*
 * A purchase in a real browser against the embedded sandbox gateway: choose a plan signed out,
 * sign up and in, the modal reopens, pay with a sandbox test card, and the server's verification grants the plan.
 * Accounts are made through the API (the sign-up and sign-in screens have their own tests).
 */

/** A signed-in buyer on Basic; the name is what the purchase dialog fills in. */
const createAccount = async () => signedIn(await newAccount({ firstName: 'Amina', lastName: 'Yusuf' }));

async function subscriptionOf(token: string) {
  const res = await fetch(`${appUrl()}/api/me/subscription`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await res.json()) as { plan: string; status: string };
}

const cspErrors = (errors: string[]) => errors.filter((e) => /Content Security Policy/i.test(e));

test.describe('buying a plan with the sandbox gateway', () => {
  test('signed out → Standard → sign up and in → modal → success card → Standard is active', async ({
    openContext,
  }) => {
    const { page, consoleErrors } = await openContext({ lang: 'en' });
    const pricing = new PricingPage(page);
    const checkout = pricing.checkout();
    await pricing.goto();
    await pricing.chooseButton('standard').waitFor();
    expect(await pricing.planCards().count()).toBe(3);
    await screenshot(page, 'billing-en-pricing');

    await pricing.choose('standard');
    await page.waitForURL('**/signup');
    expect(await page.evaluate(() => localStorage.getItem('pending-plan'))).toBe('standard');

    // Sign up and sign in, then the app holds the session the way sign-in stores it.
    const account = await createAccount();
    await page.evaluate((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, account.storage);
    // Signing in through the page would also set the session cookie (the widget's script request carries it).
    await page.context().addCookies([
      {
        name: 'lisan_session',
        value: account.token,
        url: appUrl(),
        httpOnly: true,
        sameSite: 'Lax',
      },
    ]);
    await page.goto('/');

    await page.waitForURL('**/pricing');
    await checkout.waitFor();
    expect(await page.evaluate(() => localStorage.getItem('pending-plan'))).toBeNull();

    // Pay stays disabled until email, given name and surname are filled.
    await checkout.field('surname').fill('');
    expect(await checkout.submitButton().isDisabled()).toBe(true);
    await checkout.field('surname').fill('Yusuf');
    expect(await checkout.field('country').inputValue()).toBe('SA');
    await checkout.fillAddress();
    await checkout.selectMethod('VISA_MASTER');
    await screenshot(page, 'billing-en-modal');
    await checkout.submit();

    await checkout.cardNumber().waitFor();
    expect(await page.getByTestId('payment-widget').getAttribute('data-brands')).toBe('VISA MASTER');
    await page.getByTestId('sandbox-test-cards').waitFor();

    // A mada card on the Visa/Mastercard form is refused with a pointer to mada.
    await checkout.payWithCard('4464040000000007');
    await expect.poll(() => page.locator('.wpwl-message').textContent()).toMatch(/mada payment method/);
    await screenshot(page, 'billing-en-widget');

    await checkout.payWithCard('4111111111111111');
    await page.waitForURL('**/payment-success?**');
    await page.getByTestId('payment-result-success').waitFor();
    await screenshot(page, 'billing-en-result-success');
    expect(await subscriptionOf(account.token)).toMatchObject({ plan: 'standard', status: 'active' });
    expect(cspErrors(consoleErrors)).toEqual([]);
  });

  for (const lang of ['ar', 'en'] satisfies readonly Lang[])
    test(`in ${lang}: a failed widget load and a declined card end in failure, and Try Again reopens the modal as it was`, async ({
      openContext,
    }) => {
      const account = await createAccount();
      const { page, consoleErrors } = await openContext({ lang, storage: account.storage });
      const pricing = new PricingPage(page);
      const checkout = pricing.checkout();
      await pricing.goto();
      await pricing.chooseButton('premium').waitFor();
      if (lang === 'ar') await screenshot(page, 'billing-ar-pricing');
      await pricing.choose('premium');
      await checkout.waitFor();
      await checkout.fillAddress();
      await checkout.selectMethod('VISA_MASTER');
      if (lang === 'ar') await screenshot(page, 'billing-ar-modal');

      // The widget script cannot load: the modal says so and Try Again returns to the form.
      await page.route('**/paymentWidgets.js*', (route) => route.abort());
      await checkout.submit();
      await checkout.error().waitFor();
      if (lang === 'en') expect(await checkout.error().textContent()).toBe('Failed to load payment widget');
      await page.unroute('**/paymentWidgets.js*');
      await checkout.tryAgain();

      await checkout.submit();
      await checkout.cardNumber().waitFor();
      if (lang === 'ar') await screenshot(page, 'billing-ar-widget');
      await checkout.payWithCard('4000000000000002');

      await page.waitForURL('**/payment-success?**');
      await page.getByTestId('payment-result-failure').waitFor();
      if (lang === 'en')
        expect(await page.getByTestId('payment-failure-detail').textContent()).toContain('declined');
      await screenshot(page, `billing-${lang}-result-failure`);
      expect((await subscriptionOf(account.token)).plan).toBe('basic');

      // Try Again reopens the purchase modal for the same plan, with what the learner typed and chose.
      await page.getByTestId('payment-try-again').click();
      await page.waitForURL('**/pricing');
      await checkout.waitFor();
      expect(await page.getByRole('dialog').getByRole('heading').first().textContent()).toContain(
        lang === 'ar' ? 'المميزة' : 'Premium',
      );
      expect(await checkout.field('street').inputValue()).toBe('12 King Fahd Road');
      expect(await checkout.field('postcode').inputValue()).toBe('12271');
      expect(await page.getByTestId('payment-method-VISA_MASTER').isChecked()).toBe(true);
      // A reload of the address does not reopen it.
      expect(new URL(page.url()).search).toBe('');
      expect(cspErrors(consoleErrors)).toEqual([]);
    });

  test('shows "Invalid payment response" when the result page has no payment to verify', async ({
    openContext,
  }) => {
    const { page } = await openContext({ lang: 'en' });
    await page.goto('/payment-success?success=true&amount=39.00');
    await page.getByTestId('payment-result-failure').waitFor();
    expect(await page.getByTestId('payment-result-failure').textContent()).toContain(
      'Invalid payment response',
    );
  });
});
