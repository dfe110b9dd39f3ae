import { SANDBOX_TEST_CARDS } from '@lisan/contract';
import { learner, type Learner } from './support/accounts';
import { api } from './support/api';
import { screenshot, type Lang } from './support/browser';
import { expect, test } from './support/fixtures';
import { appUrl } from './support/server';

/** The purchase dialog and the payment result page, in English and Arabic, at desktop and phone widths. */
let basic: Learner;
let premium: Learner;
test.beforeAll(async ({ sharedLearner }) => {
  [basic, premium] = await Promise.all([sharedLearner('basic'), sharedLearner('premium')]);
});

const LANGS: Lang[] = ['en', 'ar'];

test.describe('the purchase dialog', () => {
  for (const [lang, width] of LANGS.flatMap((lang) => [1280, 390].map((width) => [lang, width] as const)))
    test(`in ${lang} at ${width} px: every billing field and label lies inside the dialog, and no two labels overlap`, async ({
      openContext,
    }) => {
      const { page } = await openContext({ lang, storage: basic.storage });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pricing');
      await page.getByTestId('plan-choose-standard').click();
      await page.getByTestId('checkout-postcode').waitFor();
      const geometry = await page.evaluate(() => {
        const dialog = document.querySelector('[data-testid="purchase-dialog"]')!;
        const inner = dialog.getBoundingClientRect();
        const style = getComputedStyle(dialog);
        const content = {
          left: inner.left + parseFloat(style.paddingLeft) - 1,
          right: inner.right - parseFloat(style.paddingRight) + 1,
        };
        const inputs = Array.from(dialog.querySelectorAll('input[data-testid^="checkout-"]'));
        const boxes = inputs.map((input) => {
          const label = input.closest('label')!;
          const text = label.querySelector('span')!;
          return {
            id: input.getAttribute('data-testid'),
            input: input.getBoundingClientRect().toJSON(),
            label: text.getBoundingClientRect().toJSON(),
          };
        });
        return { content, boxes };
      });
      type Box = { left: number; right: number; top: number; bottom: number };
      const outside = geometry.boxes.filter(
        (b) =>
          (b.input as Box).left < geometry.content.left ||
          (b.input as Box).right > geometry.content.right ||
          (b.label as Box).right > geometry.content.right ||
          (b.label as Box).left < geometry.content.left,
      );
      expect(outside.map((b) => b.id)).toEqual([]);
      const overlaps: string[] = [];
      const all = geometry.boxes.flatMap((b) => [
        { name: `${b.id} label`, box: b.label as Box },
        { name: `${b.id} input`, box: b.input as Box },
      ]);
      for (const [i, a] of all.entries()) {
        for (const b of all.slice(i + 1)) {
          const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
          const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
          if (x > 1 && y > 1) overlaps.push(`${a.name} × ${b.name}`);
        }
      }
      expect(overlaps).toEqual([]);
      await screenshot(page, `ux-dialog-${lang}-${width}`);
    });
});

test.describe('changing plan in the purchase dialog', () => {
  for (const lang of LANGS)
    test(`in ${lang}: an upgrade says the prorated amount before paying and charges it; a downgrade says when it starts`, async ({
      openContext,
    }) => {
      const learnerStandard = await learner('standard');
      const quote = await api('/api/plan-change?planId=premium', learnerStandard.token);
      expect(quote.json).toMatchObject({ kind: 'upgrade', currentPlan: 'standard' });
      const { page } = await openContext({ lang, storage: learnerStandard.storage });
      await page.goto('/pricing');
      // The current plan arrives with the learner's subscription, a moment after the cards.
      await expect.poll(() => page.getByTestId('plan-choose-standard').isDisabled()).toBe(true);
      await page.getByTestId('plan-choose-premium').click();
      await page.getByTestId('payment-method-VISA_MASTER').check();
      const notice = page.getByTestId('plan-change-notice');
      // The card price is in US dollars: the difference for the rest of a month just begun is about $20.
      await expect.poll(() => notice.getAttribute('data-amount')).toMatch(/^(19|20)\.\d\d$/);
      expect(await notice.getAttribute('data-kind')).toBe('upgrade');
      const amount = await notice.getAttribute('data-amount');
      expect(Number(amount)).toBeGreaterThan(0);
      expect(Number(amount)).toBeLessThanOrEqual(20);
      if (lang === 'en') expect(await notice.textContent()).toMatch(/only the difference/);
      await screenshot(page, `ux-upgrade-${lang}`);
      await page.getByTestId('checkout-street').fill('12 King Fahd Road');
      await page.getByTestId('checkout-city').fill('Riyadh');
      await page.getByTestId('checkout-state').fill('Riyadh');
      await page.getByTestId('checkout-postcode').fill('12271');
      await page.getByTestId('checkout-submit').click();
      await page.getByTestId('checkout-amount').waitFor();
      expect(await page.getByTestId('checkout-amount').textContent()).toContain(amount!);

      const ctx2 = await openContext({ lang, storage: premium.storage });
      try {
        await ctx2.page.goto('/pricing');
        await ctx2.page.getByTestId('plan-choose-standard').click();
        await ctx2.page.getByTestId('payment-method-VISA_MASTER').check();
        const notice = ctx2.page.getByTestId('plan-change-notice');
        await expect.poll(() => notice.getAttribute('data-amount')).toBe('19.00');
        expect(await notice.getAttribute('data-kind')).toBe('downgrade');
        await screenshot(ctx2.page, `ux-downgrade-${lang}`);
      } finally {
        await ctx2.context.close();
      }
    });
});

test.describe('the payment result', () => {
  for (const lang of LANGS)
    test(`in ${lang}: a pending payment is not called paid; a 3-D Secure failure is a sentence`, async ({
      openContext,
    }) => {
      const buyer = await learner('basic');
      const cardOf = (outcome: string) => SANDBOX_TEST_CARDS.find((c) => c.outcome === outcome)!.number;
      const paymentPath = async (outcome: string) => {
        const checkout = await api('/api/create-checkout', buyer.token, {
          method: 'POST',
          body: {
            planId: 'standard',
            paymentMethod: 'VISA_MASTER',
            customerDetails: {
              email: 'a@example.com',
              givenName: 'A',
              surname: 'B',
              street: '1 St',
              city: 'Riyadh',
              state: 'Riyadh',
              country: 'SA',
              postcode: '12211',
            },
          },
        });
        // The sandbox takes a card only with the widget session its owner's widget script opened.
        const id = checkout.json.checkoutId as string;
        const script = await fetch(`${appUrl()}/sandbox/hyperpay/v1/paymentWidgets.js?checkoutId=${id}`, {
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        const widgetSession = /"widgetSession":"([^"]+)"/.exec(await script.text())?.[1] ?? '';
        const form = new URLSearchParams({
          widgetSession,
          'card.number': cardOf(outcome),
          'card.holder': 'A B',
          'card.expiryMonth': '12',
          'card.expiryYear': String(new Date().getUTCFullYear() + 2),
          'card.cvv': '123',
        });
        const paid = await fetch(
          `${appUrl()}/sandbox/hyperpay/v1/checkouts/${checkout.json.checkoutId as string}/payment`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: form.toString(),
          },
        );
        const { resourcePath } = (await paid.json()) as { resourcePath: string };
        return `/payment-success?resourcePath=${encodeURIComponent(resourcePath)}`;
      };
      const { page } = await openContext({ lang, storage: buyer.storage });
      await page.goto(await paymentPath('pending'));
      await page.getByTestId('payment-result-pending').waitFor();
      const amount = (await page.getByTestId('payment-amount').textContent())!;
      expect(amount).not.toMatch(lang === 'en' ? /Paid/ : /مدفوع|دُفع/);
      expect(amount).toContain('19.00');

      await page.goto(await paymentPath('3ds-failure'));
      await page.getByTestId('payment-result-failure').waitFor();
      const detail = (await page.getByTestId('payment-failure-detail').textContent())!;
      expect(detail).not.toMatch(/PARes|3DSecure Transaction/);
      if (lang === 'en') expect(detail).toContain('3-D Secure');
      await screenshot(page, `ux-3ds-${lang}`);
    });
});
