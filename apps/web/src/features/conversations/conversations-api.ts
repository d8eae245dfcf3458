import {
  ConversationDetailSchema,
  ConversationListResponseSchema,
  ConversationStatsSchema,
  type ConversationDetail,
  type ConversationListQuery,
  type ConversationListResponse,
  type ConversationStats,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';
import { toQueryString } from '@/lib/query-string';

export function fetchConversations(
  query: ConversationListQuery,
  signal?: AbortSignal,
): Promise<ConversationListResponse> {
  return apiFetch(`/api/conversations${toQueryString(query)}`, {
    schema: ConversationListResponseSchema,
    signal,
  });
}

export function fetchConversationStats(signal?: AbortSignal): Promise<ConversationStats> {
  return apiFetch('/api/conversations/stats', { schema: ConversationStatsSchema, signal });
}

export function fetchConversation(id: string, signal?: AbortSignal): Promise<ConversationDetail> {
  return apiFetch(`/api/conversations/${encodeURIComponent(id)}`, {
    schema: ConversationDetailSchema,
    signal,
  });
}
