/**
 * Twilio's webhooks, after the route verified their signature: delivery status callbacks (statuses only move
 * forward, duplicates and late arrivals change nothing) and inbound texts (STOP-family keywords suppress the
 * number at once, START/UNSTOP restore it; each inbound message is handled once, by its MessageSid).
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsSuppressions, webhookEvents } from '../../db/schema.js';
import { TWILIO_OPTED_OUT } from '../../adapters/sms/index.js';
import { deliveryStatusFor, providerStatusRank } from './provider-status.js';

/** Carrier-standard opt-out and opt-in keywords (CTIA; the ones Twilio itself honours). */
const STOP_KEYWORDS = new Set([
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
]);
const START_KEYWORDS = new Set(['START', 'UNSTOP']);

export type StatusCallback = {
  /** Our message id from the callback URL (set when we sent), else found by Twilio's MessageSid. */
  messageId?: string;
  providerMessageId: string;
  status: string;
  errorCode?: string;
};

/** Applies a delivery status; returns whether it changed anything. */
export async function applySmsStatus(options: { db: Database; callback: StatusCallback }): Promise<boolean> {
  const { db, callback } = options;
  return db.transaction(async (tx) => {
    const byId =
      callback.messageId && /^[0-9a-f-]{36}$/i.test(callback.messageId) ? callback.messageId : null;
    const found = await tx.execute<{
      id: string;
      provider_status: string | null;
      provider_message_id: string | null;
    }>(sql`
      select id, provider_status, provider_message_id from outbound_messages
      where channel = 'sms' and (
        (provider = 'twilio' and provider_message_id = ${callback.providerMessageId})
        or (${byId}::uuid is not null and id = ${byId}::uuid and (provider_message_id is null or provider_message_id = ${callback.providerMessageId}))
      )
      limit 1 for update`);
    const row = found.rows[0];
    if (!row) return false;
    if (providerStatusRank(callback.status) <= providerStatusRank(row.provider_status)) return false;
    const outcome = deliveryStatusFor(callback.status);
    const error = callback.errorCode ? `Twilio error ${callback.errorCode}` : null;
    await tx.execute(sql`
      update outbound_messages set
        provider = 'twilio',
        provider_message_id = coalesce(provider_message_id, ${callback.providerMessageId}),
        provider_status = ${callback.status},
        status = case
          when ${outcome ?? null}::text = 'delivered' then 'delivered'
          when ${outcome ?? null}::text = 'failed' then 'failed'
          when status in ('sending', 'queued') then 'sent'
          else status end,
        sent_at = coalesce(sent_at, now()),
        delivered_at = case when ${outcome ?? null}::text = 'delivered' then coalesce(delivered_at, now()) else delivered_at end,
        last_error = coalesce(${error}, last_error),
        locked_until = null,
        updated_at = now()
      where id = ${row.id}`);
    if (callback.errorCode === String(TWILIO_OPTED_OUT)) {
      const [message] = await tx
        .execute<{ recipient: string }>(sql`select recipient from outbound_messages where id = ${row.id}`)
        .then((result) => result.rows);
      if (message)
        await tx
          .insert(smsSuppressions)
          .values({ phone: message.recipient, keyword: `provider ${TWILIO_OPTED_OUT}` })
          .onConflictDoNothing();
    }
    return true;
  });
}

/** What an inbound text did: opted out, opted back in, or nothing we act on. */
export type InboundOutcome = 'opted_out' | 'opted_in' | 'ignored' | 'duplicate';

export async function handleInboundSms(options: {
  db: Database;
  messageSid: string;
  from: string;
  body: string;
}): Promise<InboundOutcome> {
  const keyword = options.body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
  return options.db.transaction(async (tx) => {
    const [isNew] = await tx
      .insert(webhookEvents)
      .values({ provider: 'twilio', eventId: options.messageSid, type: 'sms.inbound' })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!isNew) return 'duplicate';
    if (STOP_KEYWORDS.has(keyword)) {
      await tx
        .insert(smsSuppressions)
        .values({ phone: options.from, keyword })
        .onConflictDoUpdate({ target: smsSuppressions.phone, set: { keyword } });
      // Texts still waiting for this number are not sent (0 provider calls).
      await tx.execute(sql`
        update outbound_messages set status = 'suppressed', last_error = 'The recipient opted out (STOP)', updated_at = now()
        where channel = 'sms' and recipient = ${options.from} and status = 'queued'`);
      return 'opted_out';
    }
    if (START_KEYWORDS.has(keyword)) {
      await tx.delete(smsSuppressions).where(eq(smsSuppressions.phone, options.from));
      return 'opted_in';
    }
    return 'ignored';
  });
}
