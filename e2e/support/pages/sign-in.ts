import type { Page } from '@playwright/test';

/** /signin: the email and password form, its error box and the show/hide toggle. */
export class SignInPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByTestId('signin-email');
  readonly password = () => this.page.getByTestId('signin-password');
  readonly passwordToggle = () => this.page.getByTestId('signin-password-toggle');
  readonly submitButton = () => this.page.getByTestId('signin-submit');
  readonly forgotPasswordLink = () => this.page.getByTestId('forgot-password-link');
  /** "Continue with Google", on /signin and on /signup alike. */
  readonly googleButton = () => this.page.getByTestId('signin-google');
  /** The notice that a provider's sign-in waits for this account's password before it is linked. */
  readonly pendingLink = () => this.page.getByTestId('oauth-pending-link');
  readonly providerError = () => this.page.getByTestId('oauth-error');

  async goto() {
    await this.page.goto('/signin');
  }

  /** Opens /signin and submits the form; the caller waits for what should follow (the home page, an error). */
  async signIn(email: string, password: string) {
    await this.goto();
    await this.email().fill(email);
    await this.password().fill(password);
    await this.submit();
  }

  /** Signs in and waits for the app to take the learner to their lesson (the dashboard). */
  async signInAndWaitForHome(email: string, password: string) {
    await this.signIn(email, password);
    await this.page.waitForURL((url) => url.pathname === '/dashboard');
  }

  /** Opens /signin and leaves for Google; the caller waits for where the provider sends the learner back. */
  async continueWithGoogle() {
    await this.goto();
    await this.googleButton().click();
  }

  async submit() {
    await this.submitButton().click();
  }

  /** The error box's text, once there is one (read it with expect.poll). */
  error() {
    return this.page.getByTestId('signin-error').textContent();
  }

  passwordType() {
    return this.password().getAttribute('type');
  }
}
