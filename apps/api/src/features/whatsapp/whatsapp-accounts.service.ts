/**
 * The owner's WhatsApp numbers per website: connect (phone number id, business account id and the owner's access
 * token, checked with Meta first; the token sealed with lib/secret-box.ts and shown only as a hint; the display
 * number Meta's), switch on and off, remove; the channel's
 * status (what the server still needs, whether Meta verified the webhook, the month's usage); the "send a test
 * message" tool; and the delivery record of a WhatsApp conversation. Every query is scoped by the owner's id:
 * another owner's website, number or conversation is a 404.
 */
import {
  WHATSAPP_ACCOUNTS_SHOWN,
  type CreateWhatsAppAccountRequest,
  type UpdateWhatsAppAccountRequest,
  type WhatsAppAccount,
  type WhatsAppChannel,
  type WhatsAppDeliveryList,
  type WhatsAppDeliveryStatus,
  type WhatsAppUsage,
} from '@leadchat/contract';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { checkWhatsAppNumber } from '../../adapters/whatsapp/graph-api.js';
import { signWebhookBody } from '../../adapters/whatsapp/webhook-signature.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createSecretBox, maskSecret } from '../../lib/secret-box.js';
import { WHATSAPP_TEST_SENDER } from './whatsapp-outbound.js';
import { describeUsage, readWhatsAppUsage } from './whatsapp-usage.service.js';
import { loadOwnerWhatsAppLimit } from './whatsapp-limits.js';
import { readWebhookVerifiedAt, receiveWebhookDelivery } from './whatsapp-webhook.service.js';

type AccountRow = {
  id: string;
  website_id: string;
  website_name: string;
  phone_number_id: string | null;
  business_account_id: string | null;
  display_phone_number: string | null;
  time_zone: string;
  is_active: boolean;
  access_token_sealed: string | null;
  access_token_hint: string | null;
  last_inbound_at: Date | string | null;
  last_error: string | null;
  meta_confirmed_at: Date | string | null;
  created_at: Date | string;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toAccount(row: AccountRow): WhatsAppAccount {
  return {
    id: row.id,
    websiteId: row.website_id,
    websiteName: row.website_name,
    phoneNumberId: row.phone_number_id,
    businessAccountId: row.business_account_id,
    displayPhoneNumber: row.display_phone_number,
    timeZone: row.time_zone,
    isActive: row.is_active,
    hasAccessToken: Boolean(row.access_token_sealed),
    accessTokenHint: row.access_token_hint,
    lastInboundAt: iso(row.last_inbound_at),
    lastError: row.last_error,
    confirmedByMetaAt: iso(row.meta_confirmed_at),
    createdAt: iso(row.created_at)!,
  };
}

const ACCOUNT_COLUMNS = sql`a.id, a.website_id, w.name as website_name, a.phone_number_id, a.business_account_id,
  a.display_phone_number, a.time_zone, a.is_active, a.access_token_sealed, a.access_token_hint, a.last_inbound_at,
  a.last_error, a.meta_confirmed_at, a.created_at`;

/** Refuses a time zone neither the runtime nor PostgreSQL would know. */
function assertTimeZone(timeZone: string | undefined): void {
  if (timeZone === undefined) return;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
  } catch {
    throw new AppError('VALIDATION_FAILED', 'timeZone: unknown time zone');
  }
}

async function assertWebsiteOwned(options: { db: Queryable; userId: string; websiteId: string }) {
  const result = await options.db.execute<{ id: string }>(
    sql`select id from websites where id = ${options.websiteId} and user_id = ${options.userId}`,
  );
  if (!result.rows[0]) throw notFound('Website');
}

/** What the server still needs, whether Meta verified the webhook, and the owner's usage this month. */
export async function getWhatsAppChannel(options: {
  db: Queryable;
  config: Config;
  userId: string;
}): Promise<WhatsAppChannel> {
  const { db, config, userId } = options;
  const missing = [
    ...(config.WHATSAPP_APP_SECRET ? [] : ['WHATSAPP_APP_SECRET']),
    ...(config.WHATSAPP_VERIFY_TOKEN ? [] : ['WHATSAPP_VERIFY_TOKEN']),
  ];
  const [verifiedAt, usage, limit] = await Promise.all([
    readWebhookVerifiedAt({ db }),
    readWhatsAppUsage({ db, userId }),
    loadOwnerWhatsAppLimit({ db, userId }),
  ]);
  return {
    isConfigured: missing.length === 0,
    missing,
    hasServerAccessToken: Boolean(config.WHATSAPP_ACCESS_TOKEN),
    webhookUrl: `${config.publicUrl}/api/whatsapp/webhook`,
    webhookVerifiedAt: verifiedAt?.toISOString() ?? null,
    usage: describeUsage(usage, limit),
  };
}

/** The website's numbers, oldest first. */
export async function listWebsiteWhatsAppAccounts(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
}): Promise<WhatsAppAccount[]> {
  await assertWebsiteOwned(options);
  const result = await options.db.execute<AccountRow>(sql`
    select ${ACCOUNT_COLUMNS} from whatsapp_accounts a join websites w on w.id = a.website_id
    where a.website_id = ${options.websiteId} and w.user_id = ${options.userId}
    order by a.created_at, a.id`);
  return result.rows.map(toAccount);
}

/** The owner's numbers across websites, at most five (docs/product/limits.md), oldest first. */
export async function listOwnerWhatsAppAccounts(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
}): Promise<WhatsAppAccount[]> {
  const result = await options.db.execute<AccountRow>(sql`
    select ${ACCOUNT_COLUMNS} from whatsapp_accounts a join websites w on w.id = a.website_id
    where w.user_id = ${options.userId}
      and (${options.websiteId ?? null}::uuid is null or a.website_id = ${options.websiteId ?? null}::uuid)
    order by a.created_at, a.id limit ${WHATSAPP_ACCOUNTS_SHOWN}`);
  return result.rows.map(toAccount);
}

async function getOwnedAccount(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
  accountId: string;
}): Promise<AccountRow> {
  const result = await options.db.execute<AccountRow>(sql`
    select ${ACCOUNT_COLUMNS} from whatsapp_accounts a join websites w on w.id = a.website_id
    where a.id = ${options.accountId} and a.website_id = ${options.websiteId} and w.user_id = ${options.userId}`);
  const row = result.rows[0];
  if (!row) throw notFound('WhatsApp number');
  return row;
}

/**
 * One answer for "Meta did not confirm this number for this business account and token" and for "another
 * LeadChat owner has this number", so that connecting reveals nothing about other tenants
 * (docs/decisions/0130-whatsapp-number-verification.md).
 */
export const NUMBER_NOT_CONFIRMED =
  'Meta did not confirm this phone number ID for this WhatsApp Business Account and access token, or it cannot be connected here. Check the three values in WhatsApp Manager (API setup) and that the token’s system user has access to the number. A number can be connected to one LeadChat account only.';
export const TOKEN_REFUSED =
  'Meta refused the access token (invalid, expired or revoked). Generate a new permanent token for your system user and try again.';
export const NOT_CONFIRMED_YET =
  'This number was connected before LeadChat checked numbers with Meta, so messages to it are not answered. Replace its access token to have it checked.';
export const META_UNAVAILABLE =
  'Meta could not be reached to check this number. Nothing was saved; please try again in a minute.';

/**
 * Asks Meta, with the token that will send for the number, whether the phone number id exists, is readable with
 * that token and is one of the business account's numbers. Returns the display number Meta shows.
 */
async function confirmNumberWithMeta(options: {
  config: Config;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
}): Promise<{ displayPhoneNumber: string }> {
  const check = await checkWhatsAppNumber({
    baseUrl: options.config.WHATSAPP_GRAPH_BASE_URL,
    accessToken: options.accessToken,
    phoneNumberId: options.phoneNumberId,
    businessAccountId: options.businessAccountId,
  });
  if (check.ok) return { displayPhoneNumber: check.displayPhoneNumber };
  if (check.reason === 'unavailable') {
    throw new AppError('WHATSAPP_META_UNAVAILABLE', META_UNAVAILABLE, {
      details: { graphCode: check.code, httpStatus: check.httpStatus },
    });
  }
  // Whether the token is valid says nothing about other owners: that refusal may be specific.
  throw new AppError(
    'WHATSAPP_NUMBER_NOT_VERIFIED',
    check.reason === 'token' ? TOKEN_REFUSED : NUMBER_NOT_CONFIRMED,
  );
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } })?.cause;
  return (error as { code?: string })?.code === '23505' || cause?.code === '23505';
}

/**
 * Who already has the number (called once Meta confirmed it for this owner): the owner themselves (they may be told
 * where), someone else (answered exactly as an unconfirmed number), or nobody. Another owner's row that Meta never
 * confirmed (connected before the check) routes nothing and does not block the owner Meta confirmed: it is
 * removed, as a disconnection would (its conversations stay).
 */
async function assertNumberFree(options: { db: Queryable; userId: string; phoneNumberId: string }) {
  const result = await options.db.execute<{
    id: string;
    user_id: string;
    website_name: string;
    meta_confirmed_at: Date | string | null;
  }>(sql`
    select a.id, w.user_id, w.name as website_name, a.meta_confirmed_at
    from whatsapp_accounts a join websites w on w.id = a.website_id
    where a.phone_number_id = ${options.phoneNumberId}`);
  const holder = result.rows[0];
  if (!holder) return;
  if (holder.user_id === options.userId) {
    throw new AppError(
      'CONFLICT',
      `This WhatsApp number is already connected to your website “${holder.website_name}”. Disconnect it there first.`,
    );
  }
  if (!holder.meta_confirmed_at) {
    await options.db.execute(
      sql`delete from whatsapp_accounts where id = ${holder.id} and meta_confirmed_at is null`,
    );
    return;
  }
  throw new AppError('WHATSAPP_NUMBER_NOT_VERIFIED', NUMBER_NOT_CONFIRMED);
}

/**
 * Connects a number to one of the owner's websites, after Meta confirmed it with the owner's own token: the number
 * is readable with that token and is one of the business account's numbers. The display number stored is Meta's.
 * 409 when the owner already connected it; the same 400 for a number Meta does not confirm and for one another
 * owner connected.
 */
export async function connectWhatsAppAccount(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
  input: CreateWhatsAppAccountRequest;
}): Promise<WhatsAppAccount> {
  const { db, config, input } = options;
  await assertWebsiteOwned(options);
  assertTimeZone(input.timeZone);
  const confirmed = await confirmNumberWithMeta({
    config,
    accessToken: input.accessToken,
    phoneNumberId: input.phoneNumberId,
    businessAccountId: input.businessAccountId,
  });
  await assertNumberFree({ db, userId: options.userId, phoneNumberId: input.phoneNumberId });
  const sealed = createSecretBox(config).seal(input.accessToken);
  let id: string;
  try {
    const result = await db.execute<{ id: string }>(sql`
      insert into whatsapp_accounts (website_id, phone_number_id, business_account_id, display_phone_number,
        access_token_sealed, access_token_hint, time_zone, meta_confirmed_at)
      values (${options.websiteId}, ${input.phoneNumberId}, ${input.businessAccountId},
        ${confirmed.displayPhoneNumber}, ${sealed}, ${maskSecret(input.accessToken)}, ${input.timeZone ?? 'UTC'}, now())
      returning id`);
    id = result.rows[0]!.id;
  } catch (error) {
    // Connected by someone else between our check and the insert: the same answers as the check's.
    if (isUniqueViolation(error)) {
      await assertNumberFree({ db, userId: options.userId, phoneNumberId: input.phoneNumberId });
      throw new AppError('WHATSAPP_NUMBER_NOT_VERIFIED', NUMBER_NOT_CONFIRMED);
    }
    throw error;
  }
  return toAccount(await getOwnedAccount({ ...options, accountId: id }));
}

/**
 * Switches a number on or off, replaces its token or time zone. A new token is checked with Meta like a new
 * number (it must read this number of this business account) and refreshes the display number from Meta.
 */
export async function updateWhatsAppAccount(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
  accountId: string;
  input: UpdateWhatsAppAccountRequest;
}): Promise<WhatsAppAccount> {
  const { db, config, input } = options;
  const account = await getOwnedAccount(options);
  assertTimeZone(input.timeZone);
  let sealed: string | null = null;
  let display: string | null = null;
  if (input.accessToken) {
    if (!account.phone_number_id || !account.business_account_id) {
      throw new AppError(
        'BAD_REQUEST',
        'This number has no phone number ID: disconnect it and connect it again.',
      );
    }
    ({ displayPhoneNumber: display } = await confirmNumberWithMeta({
      config,
      accessToken: input.accessToken,
      phoneNumberId: account.phone_number_id,
      businessAccountId: account.business_account_id,
    }));
    sealed = createSecretBox(config).seal(input.accessToken);
  }
  await db.execute(sql`
    update whatsapp_accounts set
      is_active = coalesce(${input.isActive ?? null}::boolean, is_active),
      display_phone_number = coalesce(${display}::text, display_phone_number),
      time_zone = coalesce(${input.timeZone ?? null}::text, time_zone),
      access_token_sealed = coalesce(${sealed}::text, access_token_sealed),
      access_token_hint = coalesce(${input.accessToken ? maskSecret(input.accessToken) : null}::text, access_token_hint),
      last_error = case when ${sealed}::text is not null then null else last_error end,
      meta_confirmed_at = case when ${sealed}::text is not null then now() else meta_confirmed_at end,
      updated_at = now()
    where id = ${options.accountId}`);
  return toAccount(await getOwnedAccount(options));
}

/** Disconnects a number (its conversations stay; its pending sends are dropped with it). */
export async function disconnectWhatsAppAccount(options: {
  db: Queryable;
  userId: string;
  websiteId: string;
  accountId: string;
}): Promise<void> {
  await getOwnedAccount(options);
  await options.db.execute(sql`delete from whatsapp_accounts where id = ${options.accountId}`);
}

/**
 * The settings' "send a test message": a message in Meta's documented shape from a reserved test number, signed
 * with the app secret and received through the same path as Meta's deliveries, so the owner sees the whole path
 * work (the reply to the test number stays in LeadChat). Needs the server's WhatsApp configuration.
 */
export async function sendTestWhatsAppMessage(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
  accountId: string;
  message: string;
}): Promise<{ messageId: string; from: string }> {
  const { config } = options;
  const account = await getOwnedAccount(options);
  if (!config.WHATSAPP_APP_SECRET || !config.WHATSAPP_VERIFY_TOKEN) {
    throw new AppError(
      'BAD_REQUEST',
      'WhatsApp is not configured on this server: set WHATSAPP_APP_SECRET and WHATSAPP_VERIFY_TOKEN first.',
    );
  }
  if (!account.is_active) {
    throw new AppError('BAD_REQUEST', 'This number is switched off. Switch it on to test it.');
  }
  if (!account.meta_confirmed_at) {
    throw new AppError('BAD_REQUEST', NOT_CONFIRMED_YET);
  }
  const messageId = `wamid.test.${randomBytes(12).toString('hex')}`;
  const payload = buildMetaMessagePayload({
    businessAccountId: account.business_account_id ?? '0',
    phoneNumberId: account.phone_number_id ?? '',
    displayPhoneNumber: account.display_phone_number ?? '',
    from: WHATSAPP_TEST_SENDER,
    profileName: 'LeadChat test',
    messageId,
    text: options.message,
  });
  const rawBody = Buffer.from(JSON.stringify(payload), 'utf8');
  await receiveWebhookDelivery({
    db: options.db,
    config,
    rawBody,
    signature: signWebhookBody({ rawBody, appSecret: config.WHATSAPP_APP_SECRET }),
  });
  return { messageId, from: `+${WHATSAPP_TEST_SENDER}` };
}

/** A text message webhook exactly as Meta documents it (also used by the fake server and tests). */
export function buildMetaMessagePayload(options: {
  businessAccountId: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  from: string;
  profileName: string;
  messageId: string;
  text: string;
  timestamp?: number;
}) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: options.businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: {
                display_phone_number: options.displayPhoneNumber.replace(/\D/g, ''),
                phone_number_id: options.phoneNumberId,
              },
              contacts: [{ profile: { name: options.profileName }, wa_id: options.from }],
              messages: [
                {
                  from: options.from,
                  id: options.messageId,
                  timestamp: String(options.timestamp ?? Math.floor(Date.now() / 1000)),
                  text: { body: options.text },
                  type: 'text',
                },
              ],
            },
            field: 'messages',
          },
        ],
      },
    ],
  };
}

/** What happened to each message LeadChat sent (or did not send) in one of the owner's WhatsApp conversations. */
export async function listConversationDeliveries(options: {
  db: Queryable;
  userId: string;
  conversationId: string;
}): Promise<WhatsAppDeliveryList> {
  const owned = await options.db.execute<{ id: string }>(sql`
    select c.id from conversations c join websites w on w.id = c.website_id
    where c.id = ${options.conversationId} and w.user_id = ${options.userId}`);
  if (!owned.rows[0]) throw notFound('Conversation');
  const result = await options.db.execute<{
    id: string;
    message_id: string | null;
    kind: string;
    body: string;
    status: WhatsAppDeliveryStatus;
    error_reason: string | null;
    created_at: Date | string;
  }>(sql`
    select id, message_id, kind, body, status, error_reason, created_at from whatsapp_outbound_messages
    where conversation_id = ${options.conversationId}
    order by created_at, id limit 1000`);
  return {
    deliveries: result.rows.map((row) => ({
      id: row.id,
      messageId: row.message_id,
      kind: row.kind,
      body: row.body,
      status: row.status,
      // A reason kept from a temporary refusal means nothing once the message went out.
      reason: ['failed', 'not_sent', 'queued'].includes(row.status) ? row.error_reason : null,
      createdAt: iso(row.created_at)!,
    })),
  };
}

/**
 * The dashboard's WhatsApp health: whether Meta has verified the webhook, and the owner's usage warning from 80 %
 * of the month's messages (the wording the usage card and the email use).
 */
export async function getWhatsAppHealth(options: {
  db: Queryable;
  userId: string;
}): Promise<{ isWebhookVerified: boolean; usageWarning: string | null }> {
  const [verifiedAt, counts, limit] = await Promise.all([
    readWebhookVerifiedAt(options),
    readWhatsAppUsage(options),
    loadOwnerWhatsAppLimit(options),
  ]);
  const usage = describeUsage(counts, limit);
  return {
    isWebhookVerified: verifiedAt !== null,
    usageWarning: usage.isAtLimit
      ? `WhatsApp monthly limit reached: the assistant stops replying on WhatsApp until next month (${usage.totalMessages}/${usage.limit} messages).`
      : usage.isNearLimit
        ? `You have used ${usage.percent}% of this month's ${usage.limit} WhatsApp messages.`
        : null,
  };
}

/** /analytics: the owner's usage this month and their numbers (at most five; one website's with `websiteId`). */
export async function getWhatsAppUsageSummary(options: {
  db: Queryable;
  userId: string;
  websiteId?: string;
}): Promise<{ usage: WhatsAppUsage; accounts: WhatsAppAccount[] }> {
  const [counts, limit, accounts] = await Promise.all([
    readWhatsAppUsage(options),
    loadOwnerWhatsAppLimit(options),
    listOwnerWhatsAppAccounts(options),
  ]);
  return { usage: describeUsage(counts, limit), accounts };
}
