import type { ContactRequest, ContactResponse } from '@lisan/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { MailMessage, Mailer } from '../../lib/mailer.js';
import type { ContactRepository } from './contact.repository.js';
import { loggableError } from '../../plugins/error-handler.js';

/**
 * Where Contact Us messages go: support@ the public host (localhost when PUBLIC_URL is unset, in which case the
 * mailer writes to DATA_DIR/outbox anyway).
 */
export function contactInbox(config: Pick<Config, 'publicUrl'>): string {
  const host = config.publicUrl ? new URL(config.publicUrl).hostname : 'localhost';
  return `support@${host}`;
}

export function contactService(deps: {
  repository: ContactRepository;
  mailer: Pick<Mailer, 'send'>;
  inbox: string;
  log: FastifyBaseLogger;
}) {
  return {
    /**
     * Stores the message first, then hands it to the mailer. A delivery failure is logged, not reported to the
     * sender: the message is safe in the database (delivered_at stays empty) and can be re-sent from there.
     */
    async submit(request: ContactRequest, userId: string | null): Promise<ContactResponse> {
      const { id } = await deps.repository.insert({ ...request, userId });
      try {
        await deps.mailer.send(formatMail(deps.inbox, id, request, userId));
        await deps.repository.markDelivered(id);
      } catch (error) {
        deps.log.warn(
          { err: loggableError(error), contactMessageId: id },
          'contact message stored but not delivered',
        );
      }
      return { id, received: true };
    },
  };
}

/** Plain text for the team: who wrote, how to answer them, and the message id to find it in the database. */
function formatMail(to: string, id: string, request: ContactRequest, userId: string | null): MailMessage {
  return {
    to,
    subject: `[Lisan contact] ${request.subject}`,
    text: [
      `From: ${request.name} <${request.email}>`,
      `Reply to: ${request.email}`,
      `Account: ${userId ?? 'not signed in'}`,
      `Message id: ${id}`,
      '',
      request.message,
    ].join('\n'),
  };
}
