import type { Page } from '@playwright/test';

/** /welcome: the questions a newcomer from a sign-in provider answers once. */
export class WelcomePage {
  constructor(readonly page: Page) {}

  readonly root = () => this.page.getByTestId('page-welcome');

  async waitFor() {
    await this.page.waitForURL((url) => url.pathname === '/welcome');
    await this.root().waitFor();
  }

  heading() {
    return this.root().locator('h1').textContent();
  }

  async saveMemorization(level: string) {
    await this.page.getByTestId('welcome-memorization').selectOption(level);
    await this.page.getByTestId('welcome-save').click();
  }

  async skip() {
    await this.page.getByTestId('welcome-skip').click();
  }
}
