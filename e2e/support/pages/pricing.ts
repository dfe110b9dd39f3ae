import type { PaidPlanId, PaymentMethod } from '@lisan/contract';
import type { Page } from '@playwright/test';

const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');

/** /pricing: the plan cards and the buttons that start a purchase. */
export class PricingPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('page-pricing');
  readonly planCards = () => this.page.locator('[data-testid^="plan-card-"]');
  readonly chooseButton = (plan: PaidPlanId) => this.page.getByTestId(`plan-choose-${plan}`);

  async goto() {
    await this.page.goto('/pricing');
  }

  /** Chooses a plan; a signed-in learner then sees the purchase dialog (`checkout`). */
  async choose(plan: PaidPlanId) {
    await this.chooseButton(plan).waitFor();
    await this.chooseButton(plan).click();
  }

  readonly checkout = () => new CheckoutDialog(this.page);
}

/** The purchase dialog: billing details, payment method, then the gateway's card widget inside it. */
class CheckoutDialog {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('purchase-dialog');
  readonly field = (name: 'surname' | 'country' | 'street' | 'city' | 'state' | 'postcode') =>
    this.page.getByTestId(`checkout-${name}`);
  readonly submitButton = () => this.page.getByTestId('checkout-submit');
  readonly error = () => this.page.getByTestId('checkout-error');
  readonly cardNumber = () => this.page.locator('input[name="card.number"]');

  async waitFor() {
    await this.root().waitFor();
  }

  async fillAddress() {
    await this.field('street').fill('12 King Fahd Road');
    await this.field('city').fill('Riyadh');
    await this.field('state').fill('Riyadh');
    await this.field('postcode').fill('12271');
  }

  async selectMethod(method: PaymentMethod) {
    await this.page.getByTestId(`payment-method-${method}`).check();
  }

  /** Submits the details; the card widget appears next. */
  async submit() {
    await this.submitButton().click();
  }

  async tryAgain() {
    await this.page.getByTestId('checkout-try-again').click();
  }

  /** Pays in the gateway's widget with a test card. */
  async payWithCard(number: string) {
    await this.cardNumber().fill(number);
    await this.page.locator('input[name="card.expiry"]').fill(`12 / ${FUTURE_YEAR}`);
    await this.page.locator('input[name="card.cvv"]').fill('123');
    await this.page.locator('input[name="card.holder"]').fill('Amina Yusuf');
    await this.page.locator('.wpwl-button-pay').click();
  }
}
