import { z } from 'zod';

/**
 * Lead webhooks (issue 10): events a website's endpoints can subscribe to. Each delivery is a POST of
 * `{ type, timestamp, data }` signed per the Standard Webhooks spec (webhook-id, webhook-timestamp,
 * webhook-signature).
 */
export const WEBHOOK_EVENT_TYPES = [
  'lead.created',
  'lead.updated',
  'conversation.created',
  'booking.requested',
  'booking.confirmed',
  'booking.cancelled',
] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'lead.created': 'A new lead',
  'lead.updated': 'A lead changed (asked for a call back, edited by you)',
  'conversation.created': 'A new conversation',
  'booking.requested': 'A booking request',
  'booking.confirmed': 'A booking confirmed',
  'booking.cancelled': 'A booking cancelled',
};

export const MAX_WEBHOOK_ENDPOINTS = 5;

const webhookUrl = z
  .string()
  .trim()
  .max(2000, { error: 'The URL is too long' })
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a full URL starting with https://' }));

const events = z
  .array(WebhookEventTypeSchema)
  .min(1, { error: 'Choose at least one event' })
  .max(WEBHOOK_EVENT_TYPES.length);

export const CreateWebhookEndpointRequestSchema = z.object({ url: webhookUrl, events }).strict();
export type CreateWebhookEndpointRequest = z.infer<typeof CreateWebhookEndpointRequestSchema>;

export const UpdateWebhookEndpointRequestSchema = z
  .object({ url: webhookUrl.optional(), events: events.optional(), isActive: z.boolean().optional() })
  .strict();
export type UpdateWebhookEndpointRequest = z.infer<typeof UpdateWebhookEndpointRequestSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  isActive: z.boolean(),
  /** Why the endpoint stopped receiving (410 Gone), or null. */
  disabledReason: z.string().nullable(),
  /** The secret's last characters (`••••abcd`): the secret itself is shown once, when created or rotated. */
  secretHint: z.string(),
  /** Until then the previous secret signs too (after a rotation). */
  previousSecretExpiresAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListResponseSchema = z.object({ endpoints: z.array(WebhookEndpointSchema) });

/** Answer to create and rotate: the signing secret (`whsec_…`), shown this once. */
export const WebhookEndpointWithSecretResponseSchema = z.object({
  endpoint: WebhookEndpointSchema,
  secret: z.string().startsWith('whsec_'),
});
export type WebhookEndpointWithSecretResponse = z.infer<typeof WebhookEndpointWithSecretResponseSchema>;

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  startedAt: z.string(),
  durationMs: z.number().int().nullable(),
  /** sent | error | suppressed | reconciled | cancelled */
  outcome: z.string(),
  statusCode: z.number().int().nullable(),
  /** The first 2 KB of the endpoint's answer. */
  responseExcerpt: z.string().nullable(),
  error: z.string().nullable(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.uuid(),
  eventType: z.string(),
  /** queued | sending | sent | failed | cancelled */
  status: z.string(),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListResponseSchema = z.object({ deliveries: z.array(WebhookDeliverySchema) });

/** The answer to "Send test event": the queued delivery, found in the endpoint's delivery log by its id. */
export const WebhookTestEventResponseSchema = z.object({ id: z.uuid() });
export type WebhookTestEventResponse = z.infer<typeof WebhookTestEventResponseSchema>;
