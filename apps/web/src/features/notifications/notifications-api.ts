import {
  DeliveryListResponseSchema,
  NotificationSettingsResponseSchema,
  UnconfirmedEmailListResponseSchema,
  WebhookDeliveryListResponseSchema,
  WebhookEndpointListResponseSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretResponseSchema,
  WebhookTestEventResponseSchema,
  type CreateWebhookEndpointRequest,
  type NotificationSettingsResponse,
  type OutboundDelivery,
  type UpdateNotificationSettingsRequest,
  type UpdateWebhookEndpointRequest,
  type WebhookEndpoint,
  type WebhookEndpointWithSecretResponse,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export const notificationSettingsQueryKey = (websiteId: string) => ['notifications', websiteId] as const;
export const leadDeliveriesQueryKey = (conversationId: string) =>
  ['notifications', 'lead', conversationId] as const;

const base = (websiteId: string) => `/api/notifications/websites/${encodeURIComponent(websiteId)}`;

export function fetchNotificationSettings(websiteId: string, signal?: AbortSignal) {
  return apiFetch(base(websiteId), { schema: NotificationSettingsResponseSchema, signal });
}

export function saveNotificationSettings(
  websiteId: string,
  input: UpdateNotificationSettingsRequest,
): Promise<NotificationSettingsResponse> {
  return apiFetch(base(websiteId), {
    method: 'PUT',
    body: input,
    schema: NotificationSettingsResponseSchema,
  });
}

export async function sendTestAlert(websiteId: string): Promise<OutboundDelivery[]> {
  const { deliveries } = await apiFetch(`${base(websiteId)}/test`, {
    method: 'POST',
    body: {},
    schema: DeliveryListResponseSchema,
  });
  return deliveries;
}

export async function fetchDeliveries(websiteId: string, ids: string[], signal?: AbortSignal) {
  const { deliveries } = await apiFetch(`${base(websiteId)}/deliveries?ids=${ids.join(',')}`, {
    schema: DeliveryListResponseSchema,
    signal,
  });
  return deliveries;
}

export async function fetchLeadDeliveries(conversationId: string, signal?: AbortSignal) {
  const { deliveries } = await apiFetch(
    `/api/notifications/leads/${encodeURIComponent(conversationId)}/deliveries`,
    { schema: DeliveryListResponseSchema, signal },
  );
  return deliveries;
}

/** Sends an email whose delivery is unconfirmed again (the same message, same Message-ID). */
export async function resendDelivery(deliveryId: string): Promise<void> {
  await apiFetch(`/api/notifications/deliveries/${encodeURIComponent(deliveryId)}/resend`, {
    method: 'POST',
    body: {},
  });
}

export const unconfirmedEmailsQueryKey = ['admin', 'outbound', 'unconfirmed'] as const;

/** Administrators: every email whose delivery is unconfirmed. */
export async function fetchUnconfirmedEmails(signal?: AbortSignal) {
  const { emails } = await apiFetch('/api/admin/outbound/unconfirmed', {
    schema: UnconfirmedEmailListResponseSchema,
    signal,
  });
  return emails;
}

/** Administrators: sends an unconfirmed email again. */
export async function adminResendEmail(deliveryId: string): Promise<void> {
  await apiFetch(`/api/admin/outbound/${encodeURIComponent(deliveryId)}/resend`, {
    method: 'POST',
    body: {},
  });
}

// ─── lead webhooks ───

export const webhookEndpointsQueryKey = (websiteId: string) =>
  ['notifications', websiteId, 'webhooks'] as const;
export const webhookDeliveriesQueryKey = (endpointId: string) =>
  ['notifications', 'webhook', endpointId, 'deliveries'] as const;

export async function fetchWebhookEndpoints(websiteId: string, signal?: AbortSignal) {
  const { endpoints } = await apiFetch(`${base(websiteId)}/webhooks`, {
    schema: WebhookEndpointListResponseSchema,
    signal,
  });
  return endpoints;
}

export function createWebhookEndpoint(
  websiteId: string,
  input: CreateWebhookEndpointRequest,
): Promise<WebhookEndpointWithSecretResponse> {
  return apiFetch(`${base(websiteId)}/webhooks`, {
    method: 'POST',
    body: input,
    schema: WebhookEndpointWithSecretResponseSchema,
  });
}

const endpointPath = (endpointId: string) => `/api/notifications/webhooks/${encodeURIComponent(endpointId)}`;

export function updateWebhookEndpoint(
  endpointId: string,
  input: UpdateWebhookEndpointRequest,
): Promise<WebhookEndpoint> {
  return apiFetch(endpointPath(endpointId), { method: 'PATCH', body: input, schema: WebhookEndpointSchema });
}

export function rotateWebhookSecret(endpointId: string): Promise<WebhookEndpointWithSecretResponse> {
  return apiFetch(`${endpointPath(endpointId)}/rotate-secret`, {
    method: 'POST',
    body: {},
    schema: WebhookEndpointWithSecretResponseSchema,
  });
}

/** Queues one signed `webhook.test` delivery to the endpoint (tried once); returns the delivery's id. */
export async function sendWebhookTestEvent(endpointId: string): Promise<string> {
  const { id } = await apiFetch(`${endpointPath(endpointId)}/test`, {
    method: 'POST',
    body: {},
    schema: WebhookTestEventResponseSchema,
  });
  return id;
}

export async function deleteWebhookEndpoint(endpointId: string): Promise<void> {
  await apiFetch(endpointPath(endpointId), { method: 'DELETE' });
}

export async function fetchWebhookDeliveries(endpointId: string, signal?: AbortSignal) {
  const { deliveries } = await apiFetch(`${endpointPath(endpointId)}/deliveries`, {
    schema: WebhookDeliveryListResponseSchema,
    signal,
  });
  return deliveries;
}

export async function replayWebhookDelivery(deliveryId: string): Promise<void> {
  await apiFetch(`/api/notifications/webhook-deliveries/${encodeURIComponent(deliveryId)}/replay`, {
    method: 'POST',
    body: {},
  });
}
