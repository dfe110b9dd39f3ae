import type { Page } from '@playwright/test';

export interface SignUpDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** Defaults to the password. */
  confirmPassword?: string;
}

/** /signup: the fields, the optional selects, the terms box, and the page's text where its messages appear. */
export class SignUpPage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('page-signup');
  readonly success = () => this.page.getByTestId('signup-success');

  async goto() {
    await this.page.goto('/signup');
    await this.root().waitFor();
  }

  async fill(details: SignUpDetails) {
    await this.page.getByTestId('signup-first-name').fill(details.firstName);
    await this.page.getByTestId('signup-last-name').fill(details.lastName);
    await this.page.getByTestId('signup-email').fill(details.email);
    await this.setPasswords(details.password, details.confirmPassword ?? details.password);
  }

  async setPasswords(password: string, confirmPassword = password) {
    await this.page.getByTestId('signup-password').fill(password);
    await this.page.getByTestId('signup-confirm-password').fill(confirmPassword);
  }

  async acceptTerms() {
    await this.page.getByTestId('signup-terms').check();
  }

  /** The optional selects, by their option values. */
  async choose(options: {
    memorizationLevel?: string;
    nativeLanguage?: string;
    learningGoal?: string;
    dailyGoal?: string;
  }) {
    if (options.memorizationLevel)
      await this.page.getByTestId('signup-memorization').selectOption(options.memorizationLevel);
    if (options.nativeLanguage)
      await this.page.getByTestId('signup-native-language').selectOption(options.nativeLanguage);
    if (options.learningGoal) await this.page.getByTestId('signup-goal').selectOption(options.learningGoal);
    if (options.dailyGoal) await this.page.getByTestId('signup-daily-goal').selectOption(options.dailyGoal);
  }

  async submit() {
    await this.page.getByTestId('signup-submit').click();
  }

  /** Everything the page says, validation messages included (read it with expect.poll). */
  text() {
    return this.root().textContent();
  }
}
