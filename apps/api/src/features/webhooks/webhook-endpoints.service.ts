/**
 * A website's lead webhooks, managed by its owner (another owner's ids answer 404): add an endpoint (its signing
 * secret is returned once), rotate the secret (the previous one keeps signing for a day), disable or re-enable,
 * delete; the delivery log of an endpoint with each attempt, and a replay. Secrets are sealed with the secret
 * box and never returned again. URLs must be https (http only with WEBHOOKS_ALLOW_PRIVATE, for local tests) and
 * must not resolve to a private address: checked here on save and again on every send (webhook-channel.ts).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_EVENT_TYPES,
  type CreateWebhookEndpointRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecretResponse,
  type WebhookEventType,
} from '@leadchat/contract';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { outboundAttempts, outboundMessages, webhookEndpoints, websites } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { createSecretBox, maskSecret } from '../../lib/secret-box.js';
import { AddressRefusedError, type ResolveHost } from '../knowledge/address-guard.js';
import { enqueueOutbound } from '../outbound/index.js';
import { assertWebsiteOwner } from '../websites/websites.service.js';
import { generateWebhookSecret } from './webhook-signing.js';
import { assertWebhookUrlAllowed } from './webhook-http.js';

/** How long the previous secret keeps signing after a rotation. */
export const PREVIOUS_SECRET_GRACE_MS = 24 * 60 * 60 * 1000;
const DELIVERY_LOG_LIMIT = 25;

type EndpointRow = typeof webhookEndpoints.$inferSelect;

function toEndpoint(row: EndpointRow, config: Config): WebhookEndpoint {
  const box = createSecretBox(config);
  const isPreviousInForce = row.previousSecretExpiresAt !== null && row.previousSecretExpiresAt > new Date();
  return {
    id: row.id,
    url: row.url,
    events: row.events.filter((event): event is WebhookEventType =>
      (WEBHOOK_EVENT_TYPES as readonly string[]).includes(event),
    ),
    isActive: row.isActive,
    disabledReason: row.disabledReason,
    secretHint: maskSecret(box.open(row.sealedSecret)),
    previousSecretExpiresAt: isPreviousInForce ? row.previousSecretExpiresAt!.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

async function findOwnedEndpoint(options: { db: Queryable; userId: string; endpointId: string }) {
  const [row] = await options.db
    .select({ endpoint: webhookEndpoints })
    .from(webhookEndpoints)
    .innerJoin(websites, eq(websites.id, webhookEndpoints.websiteId))
    .where(and(eq(webhookEndpoints.id, options.endpointId), eq(websites.userId, options.userId)));
  if (!row) throw notFound('Webhook endpoint');
  return row.endpoint;
}

/** https only (http when private addresses are allowed, for local receivers), and never a private address. */
async function assertUrlAcceptable(url: string, options: { config: Config; resolve?: ResolveHost }) {
  const allowPrivate = options.config.WEBHOOKS_ALLOW_PRIVATE ?? false;
  if (!url.startsWith('https://') && !allowPrivate) {
    throw new AppError('VALIDATION_FAILED', 'url: webhooks are sent over HTTPS only (https://…)', {
      details: [{ path: ['url'], message: 'Use an https:// address' }],
    });
  }
  try {
    await assertWebhookUrlAllowed(url, { allowPrivate, resolve: options.resolve });
  } catch (error) {
    const reason = error instanceof AddressRefusedError ? error.message : 'the address could not be checked';
    throw new AppError('VALIDATION_FAILED', `url: ${reason}`, {
      details: [{ path: ['url'], message: reason }],
    });
  }
}

export async function listWebhookEndpoints(options: {
  db: Queryable;
  config: Config;
  userId: string;
  websiteId: string;
}): Promise<WebhookEndpoint[]> {
  await assertWebsiteOwner(options);
  const rows = await options.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.websiteId, options.websiteId))
    .orderBy(webhookEndpoints.createdAt);
  return rows.map((row) => toEndpoint(row, options.config));
}

export async function createWebhookEndpoint(options: {
  db: Database;
  config: Config;
  userId: string;
  websiteId: string;
  input: CreateWebhookEndpointRequest;
  resolve?: ResolveHost;
}): Promise<WebhookEndpointWithSecretResponse> {
  await assertWebsiteOwner(options);
  await assertUrlAcceptable(options.input.url, options);
  const secret = generateWebhookSecret();
  const box = createSecretBox(options.config);
  const row = await options.db.transaction(async (tx) => {
    // The website row lock makes the count and the insert one step (two tabs cannot both add the fifth).
    await tx.execute(sql`select id from websites where id = ${options.websiteId} for update`);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.websiteId, options.websiteId));
    if (count >= MAX_WEBHOOK_ENDPOINTS) {
      throw new AppError('CONFLICT', `A website can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints`);
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        websiteId: options.websiteId,
        url: options.input.url,
        events: [...new Set(options.input.events)],
        sealedSecret: box.seal(secret),
      })
      .returning();
    return created!;
  });
  return { endpoint: toEndpoint(row, options.config), secret };
}

export async function updateWebhookEndpoint(options: {
  db: Queryable;
  config: Config;
  userId: string;
  endpointId: string;
  input: UpdateWebhookEndpointRequest;
  resolve?: ResolveHost;
}): Promise<WebhookEndpoint> {
  await findOwnedEndpoint(options);
  const { input } = options;
  if (input.url !== undefined) await assertUrlAcceptable(input.url, options);
  const [row] = await options.db
    .update(webhookEndpoints)
    .set({
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.events !== undefined ? { events: [...new Set(input.events)] } : {}),
      ...(input.isActive !== undefined
        ? { isActive: input.isActive, disabledReason: input.isActive ? null : 'Disabled by you' }
        : {}),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, options.endpointId))
    .returning();
  return toEndpoint(row!, options.config);
}

/** A new secret, returned once; the previous one keeps signing for PREVIOUS_SECRET_GRACE_MS. */
export async function rotateWebhookSecret(options: {
  db: Queryable;
  config: Config;
  userId: string;
  endpointId: string;
}): Promise<WebhookEndpointWithSecretResponse> {
  const current = await findOwnedEndpoint(options);
  const secret = generateWebhookSecret();
  const [row] = await options.db
    .update(webhookEndpoints)
    .set({
      sealedSecret: createSecretBox(options.config).seal(secret),
      sealedPreviousSecret: current.sealedSecret,
      previousSecretExpiresAt: new Date(Date.now() + PREVIOUS_SECRET_GRACE_MS),
      updatedAt: new Date(),
    })
    .where(eq(webhookEndpoints.id, options.endpointId))
    .returning();
  return { endpoint: toEndpoint(row!, options.config), secret };
}

/** Deletes the endpoint; its deliveries still waiting are cancelled (their log stays with the lead). */
export async function deleteWebhookEndpoint(options: {
  db: Database;
  userId: string;
  endpointId: string;
}): Promise<void> {
  const endpoint = await findOwnedEndpoint(options);
  await options.db.transaction(async (tx) => {
    await tx.execute(sql`
      update outbound_messages set status = 'cancelled', last_error = 'The endpoint was deleted', updated_at = now()
      where website_id = ${endpoint.websiteId} and channel = 'webhook' and status = 'queued'
        and payload->>'endpointId' = ${endpoint.id}`);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
  });
}

/** The endpoint's latest deliveries, newest first, each with its attempts (time, status, latency, answer). */
export async function listWebhookDeliveries(options: {
  db: Queryable;
  userId: string;
  endpointId: string;
}): Promise<WebhookDelivery[]> {
  const endpoint = await findOwnedEndpoint(options);
  const rows = await options.db
    .select({
      id: outboundMessages.id,
      payload: outboundMessages.payload,
      status: outboundMessages.status,
      attempts: outboundMessages.attempts,
      availableAt: outboundMessages.availableAt,
      lastError: outboundMessages.lastError,
      createdAt: outboundMessages.createdAt,
    })
    .from(outboundMessages)
    .where(
      and(
        eq(outboundMessages.websiteId, endpoint.websiteId),
        eq(outboundMessages.channel, 'webhook'),
        sql`${outboundMessages.payload}->>'endpointId' = ${endpoint.id}`,
      ),
    )
    .orderBy(desc(outboundMessages.createdAt))
    .limit(DELIVERY_LOG_LIMIT);
  const attempts =
    rows.length === 0
      ? []
      : await options.db
          .select()
          .from(outboundAttempts)
          .where(
            inArray(
              outboundAttempts.messageId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(outboundAttempts.startedAt);
  return rows.map((row) => ({
    id: row.id,
    eventType: String(row.payload.eventType ?? ''),
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.status === 'queued' ? row.availableAt.toISOString() : null,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    attemptLog: attempts
      .filter((attempt) => attempt.messageId === row.id)
      .map((attempt) => ({
        attempt: attempt.attempt,
        startedAt: attempt.startedAt.toISOString(),
        durationMs: attempt.durationMs,
        outcome: attempt.outcome,
        statusCode: attempt.statusCode,
        responseExcerpt: attempt.responseExcerpt,
        error: attempt.error,
      })),
  }));
}

/**
 * Sends a delivery again (the replay button): a new message with the same body and the same `webhook-id`, so a
 * receiver that already processed it can tell (Standard Webhooks: the id is the idempotency key), signed afresh.
 */
export async function replayWebhookDelivery(options: {
  db: Queryable;
  userId: string;
  deliveryId: string;
}): Promise<{ id: string }> {
  const [row] = await options.db
    .select({ message: outboundMessages })
    .from(outboundMessages)
    .innerJoin(websites, eq(websites.id, outboundMessages.websiteId))
    .where(
      and(
        eq(outboundMessages.id, options.deliveryId),
        eq(outboundMessages.channel, 'webhook'),
        eq(websites.userId, options.userId),
      ),
    );
  if (!row) throw notFound('Webhook delivery');
  const { message } = row;
  const endpointId = String(message.payload.endpointId ?? '');
  const [endpoint] = await options.db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, isActive: webhookEndpoints.isActive })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, endpointId));
  if (!endpoint) throw new AppError('CONFLICT', 'The endpoint of this delivery was deleted');
  if (!endpoint.isActive) throw new AppError('CONFLICT', 'Enable the endpoint before replaying a delivery');
  const { id } = await enqueueOutbound(options.db, {
    idempotencyKey: `webhook-replay:${message.id}:${crypto.randomUUID()}`,
    channel: 'webhook',
    purpose: 'lead_webhook',
    recipient: endpoint.url,
    websiteId: message.websiteId,
    conversationId: message.conversationId,
    payload: {
      ...message.payload,
      webhookId: String(message.payload.webhookId ?? message.id),
      replayOf: message.id,
    },
  });
  return { id };
}

/** The type of the "Send test event" delivery: no lead event has it, so a receiver can tell a test apart. */
export const WEBHOOK_TEST_EVENT_TYPE = 'webhook.test';

/**
 * The "Send test event" button: one signed delivery (Standard Webhooks, the endpoint's secrets) of a
 * `webhook.test` body with an example lead, sent by the worker like any delivery and logged, but tried once — the
 * owner is waiting for the answer (delivered, the HTTP status, or why it failed), not for a retry hours later.
 */
export async function sendWebhookTestEvent(options: {
  db: Queryable;
  userId: string;
  config: Config;
  endpointId: string;
}): Promise<{ id: string }> {
  const endpoint = await findOwnedEndpoint(options);
  if (!endpoint.isActive) throw new AppError('CONFLICT', 'Enable the endpoint before sending a test event');
  const [website] = await options.db
    .select({ id: websites.id, name: websites.name })
    .from(websites)
    .where(eq(websites.id, endpoint.websiteId));
  const body = JSON.stringify({
    type: WEBHOOK_TEST_EVENT_TYPE,
    timestamp: new Date().toISOString(),
    data: {
      test: true,
      // The shape of a lead.created lead, with example values, so that a CRM or Zap can map its fields.
      lead: {
        id: '00000000-0000-4000-8000-000000000000',
        name: 'Test Lead',
        email: 'test.lead@example.com',
        phone: '+14155550100',
        company: null,
        need: 'This is a test event sent from LeadChat',
        status: 'new',
        score: 0,
        scoreReasons: [],
        url: `${options.config.publicUrl}/leads`,
      },
      website: { id: website?.id ?? endpoint.websiteId, name: website?.name ?? '' },
    },
  });
  const key = `webhook-test:${endpoint.id}:${crypto.randomUUID()}`;
  return enqueueOutbound(options.db, {
    idempotencyKey: key,
    channel: 'webhook',
    purpose: 'webhook_test',
    recipient: endpoint.url,
    websiteId: endpoint.websiteId,
    payload: {
      endpointId: endpoint.id,
      eventType: WEBHOOK_TEST_EVENT_TYPE,
      body,
      webhookId: `msg_${crypto.randomUUID().replaceAll('-', '')}`,
    },
    maxAttempts: 1,
  }).then(({ id }) => ({ id }));
}
