import { createCheckoutResponseSchema } from '@lisan/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ar from '../../../locales/ar/pricing.json';
import en from '../../../locales/en/pricing.json';
import { renderInApp } from '../../../../test/render';
import { PurchaseDialog } from './purchase-dialog';

const checkout = createCheckoutResponseSchema.parse({
  checkoutId: 'chk-1',
  widgetBaseUrl: '/sandbox/hyperpay',
  brands: 'VISA MASTER',
  amount: '49.00',
  currency: 'SAR',
  sandbox: true,
  kind: 'new',
});

const typeDetails = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByTestId('checkout-email'), 'bilal@example.com');
  await user.type(screen.getByTestId('checkout-givenName'), 'Bilal');
  await user.type(screen.getByTestId('checkout-surname'), 'Rabah');
};

// The address is required by the form itself: the browser does not submit it empty.
const typeAddress = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByTestId('checkout-street'), '12 Olaya St');
  await user.type(screen.getByTestId('checkout-city'), 'Riyadh');
  await user.type(screen.getByTestId('checkout-state'), 'Riyadh');
  await user.type(screen.getByTestId('checkout-postcode'), '12211');
};

describe('the purchase dialog', () => {
  it('keeps Pay disabled until email and names are given, needs the address, then sends the checkout and shows the amount and test cards', async () => {
    const { api } = await renderInApp(<PurchaseDialog planId="standard" onClose={() => undefined} />, {
      namespaces: ['pricing', 'ux'],
    });
    api.on('POST /api/create-checkout', { body: checkout });
    const user = userEvent.setup();
    const pay = screen.getByTestId('checkout-submit');
    expect(pay).toHaveProperty('disabled', true);

    await typeDetails(user);
    await user.click(screen.getByTestId('payment-method-VISA_MASTER'));
    expect(pay).toHaveProperty('disabled', false);
    await user.click(pay);
    expect(api.bodiesOf('POST /api/create-checkout')).toEqual([]);
    await typeAddress(user);
    await user.click(pay);

    expect((await screen.findByTestId('checkout-amount')).textContent).toBe(
      en.checkout.amount.replace('{{amount}}', '49.00').replace('{{currency}}', 'SAR'),
    );
    expect(within(screen.getByTestId('sandbox-test-cards')).getAllByRole('listitem').length).toBeGreaterThan(
      0,
    );
    expect(api.bodiesOf('POST /api/create-checkout')).toEqual([
      {
        planId: 'standard',
        paymentMethod: 'VISA_MASTER',
        customerDetails: {
          email: 'bilal@example.com',
          givenName: 'Bilal',
          surname: 'Rabah',
          street: '12 Olaya St',
          city: 'Riyadh',
          state: 'Riyadh',
          country: 'SA',
          postcode: '12211',
        },
      },
    ]);
  });

  it('on a gateway outage suggests the other method in Arabic, and Try Again keeps what was typed', async () => {
    const { api } = await renderInApp(<PurchaseDialog planId="premium" onClose={() => undefined} />, {
      language: 'ar',
      namespaces: ['pricing', 'ux'],
    });
    api.on('POST /api/create-checkout', { status: 503, body: { message: 'Payment service unavailable' } });
    const user = userEvent.setup();
    await typeDetails(user);
    await typeAddress(user);
    await user.click(screen.getByTestId('checkout-submit'));

    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      ar.checkout.unavailable.replace('{{other}}', ar.checkout.visaMaster),
    );
    await user.click(screen.getByTestId('checkout-try-again'));
    expect(screen.getByTestId('checkout-email')).toHaveProperty('value', 'bilal@example.com');
    expect(screen.getByTestId('payment-method-MADA')).toHaveProperty('checked', true);
  });
});
