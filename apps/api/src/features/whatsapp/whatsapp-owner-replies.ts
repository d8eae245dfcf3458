/**
 * A person from the business answering a WhatsApp conversation (live takeover, issue 17): their message goes to
 * the customer on WhatsApp, queued in the transaction that stores it. It counts in the month's usage but is not
 * held back by the limit (the limit stops the assistant, not the business); when it takes the month across 80 % or
 * 100 % the owner gets the same email as when the assistant's reply does (the count goes through
 * countWhatsAppMessage). Outside the 24-hour window it is
 * recorded as not sent, with the reason shown in the conversation's delivery list.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { loadOwnerWhatsAppLimit } from './whatsapp-limits.js';
import { WHATSAPP_TEST_SENDER, queueWhatsAppMessage } from './whatsapp-outbound.js';
import { countWhatsAppMessage } from './whatsapp-usage-count.js';

/** Queues the owner's message for WhatsApp when the conversation came from WhatsApp; otherwise does nothing. */
export async function queueOwnerWhatsAppReply(options: {
  tx: Queryable;
  config: Config;
  conversationId: string;
  content: string;
}): Promise<void> {
  const { tx, config, conversationId } = options;
  const contact = await tx.execute<{
    account_id: string;
    wa_id: string;
    last_inbound_at: Date | string | null;
    user_id: string;
    message_id: string | null;
  }>(sql`
    select c.account_id, c.wa_id, c.last_inbound_at, w.user_id,
      (select m.id from messages m where m.conversation_id = ${conversationId} and m.role = 'owner'
        order by m.seq desc limit 1) as message_id
    from whatsapp_contacts c join websites w on w.id = c.website_id
    where c.conversation_id = ${conversationId}
    limit 1`);
  const row = contact.rows[0];
  if (!row) return;
  const isTest = row.wa_id === WHATSAPP_TEST_SENDER;
  const counted = isTest
    ? undefined
    : await countWhatsAppMessage({
        tx,
        config,
        userId: row.user_id,
        direction: 'sent',
        limit: await loadOwnerWhatsAppLimit({ db: tx, userId: row.user_id }),
      });
  await queueWhatsAppMessage({
    tx,
    accountId: row.account_id,
    conversationId,
    messageId: row.message_id,
    recipientWaId: row.wa_id,
    kind: 'owner',
    body: options.content,
    usage: counted ? { userId: row.user_id, monthYear: counted.monthYear } : undefined,
    lastInboundAt: row.last_inbound_at ? new Date(row.last_inbound_at) : null,
  });
}
