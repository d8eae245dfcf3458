/**
 * Delivers queued WhatsApp messages through the Graph API (until the shared outbound worker of issue 10 takes the
 * WhatsApp channel over, see whatsapp-outbound.ts).
 *
 * A row is claimed with FOR UPDATE SKIP LOCKED and marked `sending` (with a lease) before Meta is called, and Meta's
 * message id is recorded when it answers. The request carries our row id as `biz_opaque_callback_data`, which Meta
 * echoes in the message's status webhooks: if a worker dies between Meta's answer and our record, the `sent`
 * status webhook still finds the row, and the row is only tried again when no status came for it within the grace
 * period after its lease (docs/decisions/0101-whatsapp-delivery.md). Per number at most 80 messages a second;
 * Meta's pair rate limit (131056) and other temporary refusals are retried later; a refusal for good (131047
 * outside the 24-hour window, a bad token) is recorded with its reason and taken off the month's usage.
 */
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { GRAPH_ERRORS, sendWhatsAppText } from '../../adapters/whatsapp/graph-api.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { Logger } from '../../lib/logger.js';
import { createSecretBox } from '../../lib/secret-box.js';
import { OUTSIDE_WINDOW_REASON, RECIPIENT_SPACING_MS } from './whatsapp-outbound.js';

/** Cloud API throughput per business number (Meta's default). */
export const MESSAGES_PER_SECOND_PER_NUMBER = 80;
const LEASE_SECONDS = 60;
/** After a lease ran out, how long a status webhook has to tell us Meta got the message before it is sent again. */
const RECONCILE_GRACE_SECONDS = 120;
const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800];
const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;

type ClaimedRow = {
  id: string;
  account_id: string;
  recipient_wa_id: string;
  body: string;
  attempts: number;
  usage_user_id: string | null;
  usage_month: string | null;
  phone_number_id: string | null;
  access_token_sealed: string | null;
};

/** Claims up to `limit` due messages and sends them; returns how many were claimed. */
export async function deliverDueWhatsAppMessages(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  limit?: number;
}): Promise<number> {
  const { db } = options;
  const claimed = await db.execute<ClaimedRow>(sql`
    with due as (
      select id from whatsapp_outbound_messages
      where (status = 'queued' and not_before <= now())
        or (status = 'sending' and locked_until < now() - make_interval(secs => ${RECONCILE_GRACE_SECONDS}))
      order by not_before, id
      limit ${options.limit ?? 20}
      for update skip locked
    )
    update whatsapp_outbound_messages m set
      status = 'sending', attempts = m.attempts + 1,
      locked_until = now() + make_interval(secs => ${LEASE_SECONDS}), updated_at = now()
    from due, whatsapp_accounts a
    where m.id = due.id and a.id = m.account_id
    returning m.id, m.account_id, m.recipient_wa_id, m.body, m.attempts, m.usage_user_id, m.usage_month,
      a.phone_number_id, a.access_token_sealed`);
  await Promise.all(claimed.rows.map((row) => deliverClaimed({ ...options, row })));
  return claimed.rows.length;
}

async function deliverClaimed(options: {
  db: Queryable;
  config: Config;
  logger: Logger;
  row: ClaimedRow;
}): Promise<void> {
  const { db, config, row } = options;
  const accessToken = resolveAccessToken({ config, sealed: row.access_token_sealed });
  if (!row.phone_number_id || !accessToken) {
    await failForGood({
      db,
      row,
      code: null,
      reason: 'Not sent: the number has no access token. Add it in the website’s WhatsApp settings.',
    });
    return;
  }
  const second = Math.floor(Date.now() / 1000);
  const throughput = await consumeRateLimit({
    db,
    key: `whatsapp:send:${row.phone_number_id}:${second}`,
    limit: MESSAGES_PER_SECOND_PER_NUMBER,
    windowMs: 2000,
  });
  if (!throughput.allowed) {
    await retryLater({ db, row, delaySeconds: 1, reason: null, countsAsAttempt: false });
    return;
  }
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
          wamid = ${result.wamid}, sent_at = coalesce(sent_at, now()), locked_until = null,
          error_code = null, error_reason = null, updated_at = now()
        where id = ${row.id}
        returning account_id
      )
      update whatsapp_accounts set last_error = null where id in (select account_id from sent) and last_error is not null`);
    return;
  }
  options.logger.warn(
    { outboundId: row.id, code: result.code, httpStatus: result.httpStatus },
    'WhatsApp send refused',
  );
  if (result.code === GRAPH_ERRORS.pairRateLimit) {
    await retryLater({
      db,
      row,
      delaySeconds: RECIPIENT_SPACING_MS / 1000,
      reason: 'Waiting: WhatsApp asked us to slow down for this customer.',
      countsAsAttempt: false,
    });
    return;
  }
  if (result.isRetryable && row.attempts < MAX_ATTEMPTS) {
    await retryLater({
      db,
      row,
      delaySeconds: RETRY_DELAYS_SECONDS[Math.min(row.attempts - 1, RETRY_DELAYS_SECONDS.length - 1)]!,
      reason: `Retrying: ${result.message}`,
      countsAsAttempt: true,
    });
    return;
  }
  const reason =
    result.code === GRAPH_ERRORS.outsideServiceWindow
      ? OUTSIDE_WINDOW_REASON
      : result.code === GRAPH_ERRORS.accessTokenInvalid
        ? 'Not sent: Meta refused the access token (expired or revoked). Update it in the website’s WhatsApp settings.'
        : `Not sent: WhatsApp refused the message (${result.code || result.httpStatus}: ${result.message}).`;
  await failForGood({ db, row, code: result.code || null, reason });
  if (result.code === GRAPH_ERRORS.accessTokenInvalid || result.httpStatus === 401) {
    await db.execute(
      sql`update whatsapp_accounts set last_error = ${reason}, updated_at = now() where id = ${row.account_id}`,
    );
  }
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

async function retryLater(options: {
  db: Queryable;
  row: ClaimedRow;
  delaySeconds: number;
  reason: string | null;
  countsAsAttempt: boolean;
}): Promise<void> {
  await options.db.execute(sql`
    update whatsapp_outbound_messages set
      status = 'queued', locked_until = null, updated_at = now(),
      attempts = attempts - ${options.countsAsAttempt ? 0 : 1},
      not_before = now() + make_interval(secs => ${options.delaySeconds}),
      error_reason = coalesce(${options.reason}::text, error_reason)
    where id = ${options.row.id} and status = 'sending'`);
}

/** Records a refusal for good and takes the message off its month's usage, in one statement. */
async function failForGood(options: {
  db: Queryable;
  row: ClaimedRow;
  code: number | null;
  reason: string;
}): Promise<void> {
  await options.db.execute(sql`
    with failed as (
      update whatsapp_outbound_messages set
        status = 'failed', locked_until = null, updated_at = now(),
        error_code = ${options.code}::int, error_reason = ${options.reason}
      where id = ${options.row.id} and status = 'sending'
      returning usage_user_id, usage_month
    )
    update whatsapp_usage u set
      total_messages = greatest(u.total_messages - 1, 0),
      messages_sent = greatest(u.messages_sent - 1, 0)
    from failed
    where u.user_id = failed.usage_user_id and u.month_year = failed.usage_month`);
}
