/**
 * Queuing WhatsApp messages and the owner's usage alerts, always inside the transaction that caused them.
 *
 * Each message is a row of whatsapp_outbound_messages (its delivery record: statuses, wamid, why it was not sent).
 * Pacing is decided when it is queued: at least 6 seconds after the previous message to the same customer on the
 * same number (Meta's pair rate limit answers 131056 otherwise). A free-form message outside the 24-hour
 * customer-service window is recorded as not sent, with the reason the owner sees.
 *
 * A message that is to go out is also an outbound job (features/outbound, issue 10) written in the same
 * transaction, with the same spacing as its `notBefore`; the outbound worker hands it to the WhatsApp channel
 * (whatsapp-sender.ts).
 */
import { WHATSAPP_SERVICE_WINDOW_MS, WHATSAPP_TEXT_MAX } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { enqueueOutbound } from '../outbound/index.js';

/** Meta's guidance: about one message every 6 seconds to the same customer. */
export const RECIPIENT_SPACING_MS = 6000;
/** Messages to this sender (a reserved, fictional number) come from the settings' test tool: never sent to Meta. */
export const WHATSAPP_TEST_SENDER = '15550100199';

export const OUTSIDE_WINDOW_REASON =
  'Not sent: more than 24 hours have passed since the customer last wrote. WhatsApp only allows an approved template message then.';
export const TEST_SENDER_REASON =
  'Test conversation: the reply stays in LeadChat and is not sent to WhatsApp.';

export type UsageAlert = {
  userId: string;
  monthYear: string;
  threshold: 'warning' | 'limit';
  total: number;
  limit: number;
};

/** Queues one message (or records why it is not sent). Returns the delivery row's id. */
export async function queueWhatsAppMessage(options: {
  tx: Queryable;
  accountId: string;
  conversationId: string;
  messageId: string | null;
  recipientWaId: string;
  kind: 'reply' | 'limit_notice' | 'owner';
  body: string;
  /** The month and owner this message was counted for (released if Meta refuses it). */
  usage?: { userId: string; monthYear: string };
  /** Set when it must not go out at all (the monthly limit). */
  notSentReason?: string;
  /** When the customer last wrote (the 24-hour window). */
  lastInboundAt: Date | null;
}): Promise<string> {
  const { tx } = options;
  const isOutsideWindow =
    !options.lastInboundAt || Date.now() - options.lastInboundAt.getTime() > WHATSAPP_SERVICE_WINDOW_MS;
  const reason =
    options.notSentReason ??
    (options.recipientWaId === WHATSAPP_TEST_SENDER
      ? TEST_SENDER_REASON
      : isOutsideWindow
        ? OUTSIDE_WINDOW_REASON
        : undefined);
  const result = await tx.execute<{ id: string; not_before: Date | string }>(sql`
    insert into whatsapp_outbound_messages (account_id, conversation_id, message_id, recipient_wa_id, kind, body,
      status, error_reason, not_before, usage_month, usage_user_id)
    select ${options.accountId}, ${options.conversationId}, ${options.messageId}, ${options.recipientWaId},
      ${options.kind}, ${options.body.slice(0, WHATSAPP_TEXT_MAX)},
      ${reason ? 'not_sent' : 'queued'}, ${reason ?? null},
      greatest(now(), coalesce((
        select max(previous.not_before) from whatsapp_outbound_messages previous
        where previous.account_id = ${options.accountId} and previous.recipient_wa_id = ${options.recipientWaId}
          and previous.status not in ('not_sent')
      ) + make_interval(secs => ${RECIPIENT_SPACING_MS / 1000}), now())),
      ${reason ? null : (options.usage?.monthYear ?? null)}, ${reason ? null : (options.usage?.userId ?? null)}
    returning id, not_before`);
  const row = result.rows[0]!;
  if (!reason) {
    await enqueueOutbound(tx, {
      idempotencyKey: `whatsapp:${row.id}`,
      channel: 'whatsapp',
      purpose: options.kind === 'owner' ? 'whatsapp_owner_reply' : `whatsapp_${options.kind}`,
      recipient: `+${options.recipientWaId}`,
      conversationId: options.conversationId,
      text: options.body.slice(0, WHATSAPP_TEXT_MAX),
      payload: { whatsappMessageId: row.id },
      notBefore: new Date(row.not_before),
    });
  }
  if (reason && options.usage) {
    // Counted by the caller but never going out: not part of the month's usage.
    await tx.execute(sql`
      update whatsapp_usage set total_messages = greatest(total_messages - 1, 0),
        messages_sent = greatest(messages_sent - 1, 0)
      where user_id = ${options.usage.userId} and month_year = ${options.usage.monthYear}`);
  }
  return row.id;
}
