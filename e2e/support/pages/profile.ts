import type { Page } from '@playwright/test';

/** /profile: the details card, the password and deletion dialogs, sign-out and the data download. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  readonly name = () => this.page.getByTestId('profile-name');
  readonly memberSince = () => this.page.getByTestId('profile-member-since');
  readonly firstName = () => this.page.getByTestId('profile-first-name');
  /** The linked Google account's row, its unlink button, and the offer to set a first password. */
  readonly linkedGoogle = () => this.page.getByTestId('linked-google');
  readonly unlinkGoogle = () => this.page.getByTestId('unlink-google');
  readonly setPassword = () => this.page.getByTestId('profile-set-password');

  async goto() {
    await this.page.goto('/profile');
  }

  async editName(firstName: string, lastName: string) {
    await this.page.getByTestId('profile-edit').click();
    await this.page.getByTestId('profile-first-name-input').fill(firstName);
    await this.page.getByTestId('profile-last-name-input').fill(lastName);
    await this.page.getByTestId('profile-save').click();
  }

  readonly changePasswordDialog = () => this.page.getByTestId('change-password-dialog');

  async openChangePassword() {
    await this.page.getByTestId('profile-change-password').click();
    await this.changePasswordDialog().waitFor();
  }

  async fillChangePassword(current: string, next: string, confirm = next) {
    await this.page.getByTestId('change-password-current').fill(current);
    await this.page.getByTestId('change-password-new').fill(next);
    await this.page.getByTestId('change-password-confirm').fill(confirm);
  }

  async submitChangePassword() {
    await this.page.getByTestId('change-password-submit').click();
  }

  async deleteAccount(password: string) {
    await this.page.getByTestId('profile-delete-account').click();
    await this.page.getByTestId('delete-account-password').fill(password);
    await this.page.getByTestId('delete-account-confirm').click();
  }

  deleteError() {
    return this.page.getByTestId('delete-account-error').textContent();
  }

  async signOut() {
    await this.page.getByTestId('profile-signout').click();
  }

  /** Clicks Download My Data and answers the browser's download. */
  async download() {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByTestId('profile-download').click(),
    ]);
    return download;
  }
}
