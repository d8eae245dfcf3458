/**
 * The WhatsApp channel of the outbound worker (features/outbound, issue 10): the worker claims the outbound job
 * (FOR UPDATE SKIP LOCKED, retries, leases) and this sender delivers the WhatsApp message it names through the
 * Graph API, keeping whatsapp_outbound_messages (the owner's delivery record) up to date.
 *
 * The request carries our row id as `biz_opaque_callback_data`, which Meta echoes in the message's status
 * webhooks: if a worker dies between Meta's answer and the acknowledgement, the `sent` status webhook still
 * records the wamid on the row, and the worker's reconciliation (`findSent`) finds it there instead of sending
 * again (docs/decisions/0101-whatsapp-delivery.md). Per number at most 80 messages a second; Meta's pair rate
 * limit (131056) and other temporary refusals are retried later; a refusal for good (131047 outside the 24-hour
 * window, a bad token) is recorded with its reason and taken off the month's usage.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { GRAPH_ERRORS, sendWhatsAppText } from '../../adapters/whatsapp/graph-api.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { Logger } from '../../lib/logger.js';
import { createSecretBox } from '../../lib/secret-box.js';
import {
  DeliveryError,
  type ChannelResult,
  type ChannelSender,
  type OutboundJob,
} from '../outbound/index.js';
import { OUTSIDE_WINDOW_REASON, RECIPIENT_SPACING_MS } from './whatsapp-outbound.js';

/** Cloud API throughput per business number (Meta's default). */
export const MESSAGES_PER_SECOND_PER_NUMBER = 80;

type MessageRow = {
  id: string;
  account_id: string;
  recipient_wa_id: string;
  body: string;
  status: string;
  wamid: string | null;
  phone_number_id: string | null;
  access_token_sealed: string | null;
};

async function loadMessage(db: Queryable, job: OutboundJob): Promise<MessageRow | undefined> {
  const id = job.payload.whatsappMessageId;
  if (typeof id !== 'string') return undefined;
  const result = await db.execute<MessageRow>(sql`
    select m.id, m.account_id, m.recipient_wa_id, m.body, m.status, m.wamid, a.phone_number_id, a.access_token_sealed
    from whatsapp_outbound_messages m join whatsapp_accounts a on a.id = m.account_id
    where m.id = ${id}`);
  return result.rows[0];
}

const ALREADY_OUT = new Set(['sent', 'delivered', 'read']);

/** The outbound worker's sender for `channel: 'whatsapp'` jobs (payload `{ whatsappMessageId }`). */
export function createWhatsAppChannel(deps: {
  db: Queryable;
  config: Config;
  logger: Logger;
}): ChannelSender {
  const { db, config } = deps;
  return {
    async findSent(job) {
      const row = await loadMessage(db, job);
      return row?.wamid ? { provider: 'whatsapp', providerMessageId: row.wamid } : undefined;
    },
    async send(job): Promise<ChannelResult> {
      const row = await loadMessage(db, job);
      if (!row) throw new DeliveryError('The WhatsApp message no longer exists', { isRetryable: false });
      if (row.wamid && ALREADY_OUT.has(row.status))
        return { provider: 'whatsapp', providerMessageId: row.wamid };
      if (row.status === 'failed' || row.status === 'not_sent') {
        throw new DeliveryError('The WhatsApp message was not to be sent', { isRetryable: false });
      }
      const accessToken = resolveAccessToken({ config, sealed: row.access_token_sealed });
      if (!row.phone_number_id || !accessToken) {
        const reason = 'Not sent: the number has no access token. Add it in the website’s WhatsApp settings.';
        await failForGood({ db, id: row.id, code: null, reason });
        throw new DeliveryError(reason, { isRetryable: false });
      }
      const throughput = await consumeRateLimit({
        db,
        key: `whatsapp:send:${row.phone_number_id}:${Math.floor(Date.now() / 1000)}`,
        limit: MESSAGES_PER_SECOND_PER_NUMBER,
        windowMs: 2000,
      });
      if (!throughput.allowed) {
        throw new DeliveryError('Over 80 messages a second on this number', {
          isRetryable: true,
          retryAfterMs: 1000,
        });
      }
      await db.execute(sql`
        update whatsapp_outbound_messages set status = 'sending', attempts = attempts + 1, updated_at = now()
        where id = ${row.id} and status in ('queued', 'sending')`);
      const result = await sendWhatsAppText({
        baseUrl: config.WHATSAPP_GRAPH_BASE_URL,
        accessToken,
        phoneNumberId: row.phone_number_id,
        to: row.recipient_wa_id,
        body: row.body,
        callbackData: `lc:${row.id}`,
      });
      if (result.ok) {
        await db.execute(sql`
          with sent as (
            update whatsapp_outbound_messages set
              status = case when status in ('queued', 'sending') then 'sent' else status end,
              wamid = ${result.wamid}, sent_at = coalesce(sent_at, now()),
              error_code = null, error_reason = null, updated_at = now()
            where id = ${row.id}
            returning account_id
          )
          update whatsapp_accounts set last_error = null
          where id in (select account_id from sent) and last_error is not null`);
        return { provider: 'whatsapp', providerMessageId: result.wamid, statusCode: 200 };
      }
      deps.logger.warn(
        { whatsappMessageId: row.id, code: result.code, httpStatus: result.httpStatus },
        'WhatsApp send refused',
      );
      const isLastAttempt = job.attempts >= job.maxAttempts;
      if (result.isRetryable && !isLastAttempt) {
        const isPairLimit = result.code === GRAPH_ERRORS.pairRateLimit;
        await db.execute(sql`
          update whatsapp_outbound_messages set status = 'queued', updated_at = now(),
            error_reason = ${isPairLimit ? 'Waiting: WhatsApp asked us to slow down for this customer.' : `Retrying: ${result.message}`}
          where id = ${row.id} and status = 'sending'`);
        throw new DeliveryError(`WhatsApp refused the message for now (${result.code}: ${result.message})`, {
          isRetryable: true,
          retryAfterMs: isPairLimit ? RECIPIENT_SPACING_MS : undefined,
          statusCode: result.httpStatus,
        });
      }
      const reason =
        result.code === GRAPH_ERRORS.outsideServiceWindow
          ? OUTSIDE_WINDOW_REASON
          : result.code === GRAPH_ERRORS.accessTokenInvalid
            ? 'Not sent: Meta refused the access token (expired or revoked). Update it in the website’s WhatsApp settings.'
            : `Not sent: WhatsApp refused the message (${result.code || result.httpStatus}: ${result.message}).`;
      await failForGood({ db, id: row.id, code: result.code || null, reason });
      if (result.code === GRAPH_ERRORS.accessTokenInvalid || result.httpStatus === 401) {
        await db.execute(
          sql`update whatsapp_accounts set last_error = ${reason}, updated_at = now() where id = ${row.account_id}`,
        );
      }
      throw new DeliveryError(reason, { isRetryable: false, statusCode: result.httpStatus });
    },
  };
}

function resolveAccessToken(options: { config: Config; sealed: string | null }): string | undefined {
  if (options.sealed) {
    try {
      return createSecretBox(options.config).open(options.sealed);
    } catch {
      return undefined;
    }
  }
  return options.config.WHATSAPP_ACCESS_TOKEN;
}

/** Records a refusal for good and takes the message off its month's usage, in one statement. */
async function failForGood(options: {
  db: Queryable;
  id: string;
  code: number | null;
  reason: string;
}): Promise<void> {
  await options.db.execute(sql`
    with failed as (
      update whatsapp_outbound_messages set
        status = 'failed', locked_until = null, updated_at = now(),
        error_code = ${options.code}::int, error_reason = ${options.reason}
      where id = ${options.id} and status in ('queued', 'sending')
      returning usage_user_id, usage_month
    )
    update whatsapp_usage u set
      total_messages = greatest(u.total_messages - 1, 0),
      messages_sent = greatest(u.messages_sent - 1, 0)
    from failed
    where u.user_id = failed.usage_user_id and u.month_year = failed.usage_month`);
}
