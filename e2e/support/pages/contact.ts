import type { Page } from '@playwright/test';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** /contact: the message form, the summary of its problems and the confirmation. */
export class ContactPage {
  constructor(readonly page: Page) {}

  readonly email = () => this.page.getByTestId('contact-email');
  readonly sendButton = () => this.page.getByTestId('contact-send');
  readonly problem = () => this.page.getByTestId('contact-problem');
  readonly sent = () => this.page.getByTestId('contact-sent');

  async goto() {
    await this.page.goto('/contact');
  }

  async fill(message: ContactMessage) {
    await this.page.getByTestId('contact-name').fill(message.name);
    await this.email().fill(message.email);
    await this.page.getByTestId('contact-subject').fill(message.subject);
    await this.page.getByTestId('contact-message').fill(message.message);
  }

  /** Sends from the keyboard: focus on the send button, then Enter. */
  async sendByKeyboard() {
    await this.sendButton().focus();
    await this.page.keyboard.press('Enter');
  }

  /** The `name` of the focused field, to check where the form sent the learner. */
  focusedFieldName() {
    return this.page.evaluate(() => document.activeElement?.getAttribute('name'));
  }
}
