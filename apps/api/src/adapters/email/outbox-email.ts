import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import type { EmailDelivery, EmailMessage, EmailSender } from './email.types.js';

/**
 * The embedded default: no mail server, so the email is stored in the outbox table and printed to the log
 * (with its links) — the reset flow then works on a fresh machine.
 */
export function createOutboxEmailSender(options: { db: Database; logger: Logger }): EmailSender {
  return {
    kind: 'outbox',
    send: async (message: EmailMessage): Promise<EmailDelivery> => {
      const [row] = await options.db
        .insert(outboxMessages)
        .values({
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          status: 'stored',
          userId: message.userId,
        })
        .returning({ id: outboxMessages.id });
      options.logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'email stored in the outbox (SMTP_URL not set)',
      );
      return { provider: 'outbox', providerMessageId: row!.id };
    },
    close: async () => {},
  };
}
