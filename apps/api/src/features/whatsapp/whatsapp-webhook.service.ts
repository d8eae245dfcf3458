/**
 * Meta's webhook for the WhatsApp Cloud API (GET /api/whatsapp/webhook verification, POST deliveries).
 *
 * A delivery is checked (X-Hub-Signature-256 over the raw bytes, constant time, refused when no app secret is
 * configured), split into its messages and statuses, and stored in one INSERT … ON CONFLICT DO NOTHING keyed by
 * the message id, then acknowledged: Meta gets its 200 in one round trip, a redelivery stores nothing, and the
 * WhatsApp worker answers in the background. The tenant comes from `metadata.phone_number_id` matched against the
 * connected, active numbers (the INSERT joins them), never from anything else in the body.
 */
import { MetaChangeValueSchema, MetaWebhookSchema } from '@leadchat/contract';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { isSameSecret, isValidWebhookSignature } from '../../adapters/whatsapp/webhook-signature.js';
import { AppError } from '../../lib/app-error.js';

/** The id of the one verification row (one Meta app per installation). */
const VERIFICATION_ID = 'meta';
const CHALLENGE_PATTERN = /^[\w\-.]{1,200}$/;

export type StoredEvent = {
  phoneNumberId: string;
  dedupeKey: string;
  kind: 'message' | 'status';
  payload: Record<string, unknown>;
};

/**
 * GET verification: `hub.mode=subscribe` and the configured verify token (constant-time) → the challenge to echo;
 * anything else → 403. Records the time, which turns the health check's WhatsApp line healthy.
 */
export async function verifyWebhookSubscription(options: {
  db: Queryable;
  config: Config;
  mode: string | undefined;
  token: string | undefined;
  challenge: string | undefined;
}): Promise<string> {
  const { config, challenge } = options;
  if (
    options.mode !== 'subscribe' ||
    !isSameSecret(options.token, config.WHATSAPP_VERIFY_TOKEN) ||
    !challenge ||
    !CHALLENGE_PATTERN.test(challenge)
  ) {
    throw new AppError('FORBIDDEN', 'Webhook verification failed');
  }
  await options.db.execute(sql`
    insert into whatsapp_webhook_verifications (id, verified_at) values (${VERIFICATION_ID}, now())
    on conflict (id) do update set verified_at = now()`);
  return challenge;
}

/** When Meta last verified the webhook (null: never). */
export async function readWebhookVerifiedAt(options: { db: Queryable }): Promise<Date | null> {
  const result = await options.db.execute<{ verified_at: Date | string }>(
    sql`select verified_at from whatsapp_webhook_verifications where id = ${VERIFICATION_ID}`,
  );
  const row = result.rows[0];
  return row ? new Date(row.verified_at) : null;
}

/** Checks the signature; throws 403 (nothing read, nothing written) unless it is Meta's. */
export function assertSignedByMeta(options: {
  config: Config;
  rawBody: Uint8Array;
  signature: string | undefined;
}): void {
  if (!options.config.WHATSAPP_APP_SECRET) {
    throw new AppError(
      'FORBIDDEN',
      'WhatsApp is not configured on this server (WHATSAPP_APP_SECRET is not set)',
    );
  }
  const isValid = isValidWebhookSignature({
    rawBody: options.rawBody,
    header: options.signature,
    appSecret: options.config.WHATSAPP_APP_SECRET,
  });
  if (!isValid) throw new AppError('FORBIDDEN', 'Invalid webhook signature');
}

/** Splits a verified delivery into the events we keep (messages and statuses), in Meta's order. */
export function extractEvents(body: unknown): StoredEvent[] {
  const parsed = MetaWebhookSchema.safeParse(body);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'Not a WhatsApp webhook payload');
  if (parsed.data.object !== 'whatsapp_business_account') return [];
  const events: StoredEvent[] = [];
  for (const entry of parsed.data.entry) {
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = MetaChangeValueSchema.safeParse(change.value);
      if (!value.success) continue;
      const { metadata, contacts = [], messages = [], statuses = [] } = value.data;
      for (const message of messages) {
        const id = readString(message, 'id');
        const from = readString(message, 'from');
        if (!id || !from || id.length > 300) continue;
        const contact = contacts.find((candidate) => candidate.wa_id === from) ?? contacts[0];
        events.push({
          phoneNumberId: metadata.phone_number_id,
          dedupeKey: `message:${id}`,
          kind: 'message',
          payload: {
            message,
            profileName: contact?.profile?.name ?? null,
            displayPhoneNumber: metadata.display_phone_number,
          },
        });
      }
      for (const status of statuses) {
        const id = readString(status, 'id');
        const state = readString(status, 'status');
        if (!id || !state || id.length > 300 || state.length > 20) continue;
        events.push({
          phoneNumberId: metadata.phone_number_id,
          dedupeKey: `status:${id}:${state}`,
          kind: 'status',
          payload: { status },
        });
      }
    }
  }
  return events;
}

function readString(value: unknown, key: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[key];
  return typeof field === 'string' ? field : undefined;
}

/**
 * Stores the events for connected, active numbers in one statement; events for unknown numbers, and for numbers
 * Meta has not confirmed for their owner (rows from before the check, decision 0130), are dropped and repeated ids
 * are ignored. Returns how many were new.
 */
export async function storeWebhookEvents(options: { db: Queryable; events: StoredEvent[] }): Promise<number> {
  if (options.events.length === 0) return 0;
  const rows = JSON.stringify(
    options.events.map((event) => ({
      phone_number_id: event.phoneNumberId,
      dedupe_key: event.dedupeKey,
      kind: event.kind,
      payload: event.payload,
    })),
  );
  const result = await options.db.execute(sql`
    insert into whatsapp_webhook_events (account_id, dedupe_key, kind, payload)
    select a.id, e.dedupe_key, e.kind, e.payload
    from jsonb_to_recordset(${rows}::jsonb) as e(phone_number_id text, dedupe_key text, kind text, payload jsonb)
    join whatsapp_accounts a on a.phone_number_id = e.phone_number_id and a.is_active
      and a.meta_confirmed_at is not null
    on conflict (dedupe_key) do nothing`);
  return result.rowCount ?? 0;
}

/** POST: verify, parse, store. Throws 403 for a bad signature and 400 for a body that is not Meta's JSON. */
export async function receiveWebhookDelivery(options: {
  db: Queryable;
  config: Config;
  rawBody: Uint8Array;
  signature: string | undefined;
}): Promise<{ stored: number; events: number }> {
  assertSignedByMeta(options);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(options.rawBody));
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  const events = extractEvents(body);
  const stored = await storeWebhookEvents({ db: options.db, events });
  return { stored, events: events.length };
}
