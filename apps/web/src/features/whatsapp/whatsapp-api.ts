import {
  WhatsAppAccountListSchema,
  WhatsAppAccountSchema,
  WhatsAppDeliveryListSchema,
  WhatsAppTestMessageResponseSchema,
  type CreateWhatsAppAccountRequest,
  type UpdateWhatsAppAccountRequest,
  type WhatsAppAccount,
  type WhatsAppAccountList,
  type WhatsAppDeliveryList,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export const whatsappAccountsQueryKey = (websiteId: string) => ['websites', websiteId, 'whatsapp'] as const;
export const whatsappDeliveriesQueryKey = (conversationId: string) =>
  ['conversations', conversationId, 'whatsapp-deliveries'] as const;

const base = (websiteId: string) => `/api/websites/${encodeURIComponent(websiteId)}/whatsapp-accounts`;

export function fetchWhatsAppAccounts(websiteId: string, signal?: AbortSignal): Promise<WhatsAppAccountList> {
  return apiFetch(base(websiteId), { schema: WhatsAppAccountListSchema, signal });
}

export function connectWhatsAppAccount(
  websiteId: string,
  input: CreateWhatsAppAccountRequest,
): Promise<WhatsAppAccount> {
  return apiFetch(base(websiteId), { method: 'POST', body: input, schema: WhatsAppAccountSchema });
}

export function updateWhatsAppAccount(
  websiteId: string,
  accountId: string,
  input: UpdateWhatsAppAccountRequest,
): Promise<WhatsAppAccount> {
  return apiFetch(`${base(websiteId)}/${encodeURIComponent(accountId)}`, {
    method: 'PATCH',
    body: input,
    schema: WhatsAppAccountSchema,
  });
}

export async function disconnectWhatsAppAccount(websiteId: string, accountId: string): Promise<void> {
  await apiFetch(`${base(websiteId)}/${encodeURIComponent(accountId)}`, { method: 'DELETE' });
}

export function sendWhatsAppTestMessage(websiteId: string, accountId: string, message: string) {
  return apiFetch(`${base(websiteId)}/${encodeURIComponent(accountId)}/test-message`, {
    method: 'POST',
    body: { message },
    schema: WhatsAppTestMessageResponseSchema,
  });
}

export function fetchWhatsAppDeliveries(
  conversationId: string,
  signal?: AbortSignal,
): Promise<WhatsAppDeliveryList> {
  return apiFetch(`/api/whatsapp/conversations/${encodeURIComponent(conversationId)}/deliveries`, {
    schema: WhatsAppDeliveryListSchema,
    signal,
  });
}
