import { and, eq, gte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import type { Logger } from '../../lib/logger.js';
import type { SmsSender } from './sms.types.js';

/**
 * The embedded default without Twilio: the text is kept in the outbox table (admins read it under Outbox) and
 * printed to the log. Nothing is lost; nothing pretends it reached a phone.
 */
export function createOutboxSmsSender(options: { db: Database; logger: Logger }): SmsSender {
  return {
    kind: 'outbox',
    send: async (message) => {
      const [row] = await options.db
        .insert(outboxMessages)
        .values({ channel: 'sms', recipient: message.to, textBody: message.body, status: 'stored' })
        .returning({ id: outboxMessages.id });
      options.logger.info(
        { to: message.to, text: message.body },
        'SMS stored in the outbox (Twilio not configured)',
      );
      return { provider: 'outbox', providerMessageId: row!.id, status: 'stored' };
    },
    findSent: async ({ to, body, since }) => {
      const [row] = await options.db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, 'sms'),
            eq(outboxMessages.recipient, to),
            eq(outboxMessages.textBody, body),
            gte(outboxMessages.createdAt, since),
          ),
        )
        .limit(1);
      return row ? { provider: 'outbox', providerMessageId: row.id, status: 'stored' } : undefined;
    },
  };
}
