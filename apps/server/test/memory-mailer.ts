import type { MailMessage, Mailer } from '../src/lib/mailer.js';

/** A mailer that keeps what it is given, for tests to read (`services: { mailer }` of createTestApp). */
export interface MemoryMailer extends Mailer {
  readonly sent: MailMessage[];
}

export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
      return { via: 'memory' };
    },
  };
}
