import {
  WebsiteListSchema,
  WebsiteSchema,
  type CreateWebsiteRequest,
  type UpdateWebsiteRequest,
  type Website,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

export async function fetchWebsites(signal?: AbortSignal): Promise<Website[]> {
  const { websites } = await apiFetch('/api/websites', { schema: WebsiteListSchema, signal });
  return websites;
}

export function fetchWebsite(websiteId: string, signal?: AbortSignal): Promise<Website> {
  return apiFetch(`/api/websites/${encodeURIComponent(websiteId)}`, { schema: WebsiteSchema, signal });
}

export function createWebsite(input: CreateWebsiteRequest): Promise<Website> {
  return apiFetch('/api/websites', { method: 'POST', body: input, schema: WebsiteSchema });
}

export function updateWebsite(websiteId: string, input: UpdateWebsiteRequest): Promise<Website> {
  return apiFetch(`/api/websites/${encodeURIComponent(websiteId)}`, {
    method: 'PATCH',
    body: input,
    schema: WebsiteSchema,
  });
}

export async function deleteWebsite(websiteId: string): Promise<void> {
  await apiFetch(`/api/websites/${encodeURIComponent(websiteId)}`, { method: 'DELETE' });
}
