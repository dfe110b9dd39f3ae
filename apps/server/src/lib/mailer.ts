import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

/**
 * Outgoing mail for every feature (password reset, receipts, contact form…).
 *
 * With SMTP_URL set, messages go out through nodemailer. Without it (a fresh `npm start`, tests) each message is
 * written as a JSON file into DATA_DIR/outbox/ and the path is logged, so a developer can open the link it
 * carries. The app makes one (`mailerPlugin`) and routes use it as `app.mailer`; tests put an in-memory one in its
 * place (`services.mailer`, test/memory-mailer.ts):
 *
 *   await app.mailer.send({ to, subject, text });
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

interface SentMail {
  /** Where the message went: an SMTP server, the outbox folder, or memory (a test's mailer). */
  via: 'smtp' | 'outbox' | 'memory';
  /** The outbox file, when the message was written to disk. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

/** The sender address: no-reply at the public host, or at localhost when none is configured. */
function senderAddress(config: Pick<Config, 'publicUrl'>): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `Lisan <no-reply@${host}>`;
}

function outboxDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'outbox');
}

function createMailer(
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'publicUrl'>,
  log: FastifyBaseLogger,
): Mailer {
  const from = senderAddress(config);
  if (config.smtpUrl) {
    // Created on first use: a misconfigured SMTP server then fails the send (logged), not the start-up.
    let transport: Transporter | undefined;
    return {
      async send(message) {
        transport ??= nodemailer.createTransport(config.smtpUrl);
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
        return { via: 'smtp' };
      },
    };
  }
  const dir = outboxDir(config);
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      // Sortable by time, unique within the millisecond.
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const body = { from, ...message, createdAt: new Date().toISOString() };
      // Written under another name and renamed, so whoever watches the folder never reads half a message.
      await writeFile(`${file}.partial`, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      log.info(
        { to: message.to, subject: message.subject, file },
        'SMTP_URL is not set: mail written to the outbox',
      );
      return { via: 'outbox', file };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP when SMTP_URL is set, else the outbox folder (or the test's own mailer). */
    mailer: Mailer;
  }
}

/** Provides `app.mailer`: the one given (tests), else the one the configuration names. */
export const mailerPlugin = fp<{ config: Config; mailer?: Mailer }>(
  async (app, { config, mailer }) => {
    app.decorate('mailer', mailer ?? createMailer(config, app.log));
  },
  { name: 'mailer' },
);
