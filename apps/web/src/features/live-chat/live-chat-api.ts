/** The owner's live-chat calls (issue 17): take over, reply, hand back, typing, the idle hand-back setting. */
import {
  LiveChatActionResponseSchema,
  type LiveChatActionResponse,
  type LiveChatSettings,
} from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

const base = (conversationId: string) => `/api/conversations/${encodeURIComponent(conversationId)}`;

export function takeOverConversation(conversationId: string): Promise<LiveChatActionResponse> {
  return apiFetch(`${base(conversationId)}/takeover`, {
    method: 'POST',
    body: {},
    schema: LiveChatActionResponseSchema,
  });
}

export function handBackConversation(conversationId: string): Promise<LiveChatActionResponse> {
  return apiFetch(`${base(conversationId)}/handback`, {
    method: 'POST',
    body: {},
    schema: LiveChatActionResponseSchema,
  });
}

export function sendOwnerMessage(conversationId: string, content: string): Promise<LiveChatActionResponse> {
  return apiFetch(`${base(conversationId)}/messages`, {
    method: 'POST',
    body: { content },
    schema: LiveChatActionResponseSchema,
  });
}

/** "typing…" in the visitor's widget; a lost signal costs nothing, so failures are ignored. */
export function signalTyping(conversationId: string): void {
  void apiFetch(`${base(conversationId)}/typing`, { method: 'POST', body: {} }).catch(() => undefined);
}

export function saveLiveChatSettings(websiteId: string, settings: LiveChatSettings): Promise<unknown> {
  return apiFetch(`/api/conversations/live-settings/${encodeURIComponent(websiteId)}`, {
    method: 'PATCH',
    body: settings,
  });
}
