import type { Page } from '@playwright/test';

/** What every screen shares: the header's account menu and language button, the footer and the toast. */
export class AppShell {
  constructor(readonly page: Page) {}

  readonly accountMenu = () => this.page.getByTestId('avatar-menu');
  readonly languageToggle = () => this.page.getByTestId('language-toggle');
  readonly footer = () => this.page.getByTestId('site-footer');
  readonly toast = () => this.page.getByTestId('toast');

  /** The document's language and direction, as the language toggle sets them. */
  async languageAndDirection() {
    const html = this.page.locator('html');
    return { lang: await html.getAttribute('lang'), dir: await html.getAttribute('dir') };
  }

  /** Waits until the app has taken a signed-in learner home. */
  async waitForSignedInHome() {
    await this.page.waitForURL((url) => url.pathname === '/dashboard');
    await this.accountMenu().waitFor();
  }

  /** The session the browser holds (`auth-token` and `user` in localStorage). */
  storedSession() {
    return this.page.evaluate(() => ({
      token: localStorage.getItem('auth-token'),
      user: localStorage.getItem('user'),
    }));
  }
}
