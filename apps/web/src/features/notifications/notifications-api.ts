import {
  DeliveryListResponseSchema,
  NotificationSettingsResponseSchema,
  type NotificationSettingsResponse,
  type OutboundDelivery,
  type UpdateNotificationSettingsRequest,
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
