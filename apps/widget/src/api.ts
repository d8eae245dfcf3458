/** The widget's two calls to the LeadChat API (docs/product/interfaces.md). */
import type { ChatBookingOffer, ChatRequest, ChatResponse, WidgetConfig } from '@leadchat/contract';
import { LIMITED } from './constants.js';
import { createSseParser } from './sse.js';
import { retryText } from './text.js';

/** A reply slower than this is given up on and answered with the apology. */
const REPLY_TIMEOUT_MS = 60_000;

export async function fetchConfig(apiBase: string, websiteId: string): Promise<WidgetConfig | undefined> {
  try {
    const res = await fetch(`${apiBase}/api/widget/${encodeURIComponent(websiteId)}/config`, {
      credentials: 'omit',
    });
    if (!res.ok) return undefined;
    return (await res.json()) as WidgetConfig;
  } catch {
    return undefined;
  }
}

export type ReplyHandlers = {
  /** `token` opens the conversation's live stream (the owner's replies, live.ts). */
  onConversation: (conversationId: string, token?: string) => void;
  onDelta: (text: string) => void;
};

/**
 * The final reply; `failed` means `response` is the apology, or with `limited` the server's own refusal (429:
 * rate limit or monthly quota) and when to try again, which is not worth keeping in the stored conversation.
 */
export type Reply = {
  response: string;
  conversationId?: string;
  failed: boolean;
  limited?: boolean;
  /** Booking times to show as buttons (issue 11). */
  booking?: ChatBookingOffer;
};

/** The refusal's `{ error: { message } }`, else a generic one, and when to try again from `Retry-After`. */
async function refusal(res: Response): Promise<Reply> {
  let message = '';
  try {
    message = String(((await res.json()) as { error?: { message?: unknown } }).error?.message ?? '');
  } catch {
    // not JSON: keep the generic text
  }
  const text = [message.trim() || LIMITED, retryText(res.headers.get('retry-after'))].filter(Boolean);
  return { response: text.join(' '), failed: true, limited: true };
}

type StreamData = {
  conversationId?: string;
  liveToken?: string;
  text?: string;
  response?: string;
  booking?: ChatBookingOffer;
};

/**
 * Sends one message and streams the reply. Asks for server-sent events and also accepts a plain JSON
 * answer. Throws on network errors, non-2xx answers, timeouts and streams that end without `done`.
 */
export async function sendMessage(
  apiBase: string,
  request: ChatRequest,
  handlers: ReplyHandlers,
): Promise<Reply> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), REPLY_TIMEOUT_MS);
  try {
    const res = await fetch(`${apiBase}/api/chat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body: JSON.stringify(request),
      credentials: 'omit',
      signal: abort.signal,
    });
    if (res.status === 429) return await refusal(res);
    if (!res.ok) throw new Error('HTTP ' + res.status);
    if (!res.body || !(res.headers.get('content-type') ?? '').includes('text/event-stream')) {
      const json = (await res.json()) as ChatResponse;
      if (typeof json.response !== 'string') throw new Error('Bad reply');
      if (json.conversationId) handlers.onConversation(json.conversationId, json.liveToken);
      return {
        response: json.response,
        conversationId: json.conversationId,
        failed: false,
        booking: json.booking,
      };
    }

    let reply: Reply | undefined;
    const parse = createSseParser((event, raw) => {
      const data = JSON.parse(raw) as StreamData;
      if (data.conversationId) handlers.onConversation(data.conversationId, data.liveToken);
      if (event === 'delta' && typeof data.text === 'string') handlers.onDelta(data.text);
      else if (event === 'done' || event === 'error') {
        reply = {
          response: data.response ?? '',
          conversationId: data.conversationId,
          failed: event === 'error',
          booking: data.booking,
        };
      }
    });
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    while (!reply) {
      const { done, value } = await reader.read();
      if (done) break;
      parse(decoder.decode(value, { stream: true }));
    }
    if (!reply) throw new Error('Stream ended early');
    reader.cancel().catch(() => undefined);
    return reply;
  } finally {
    clearTimeout(timer);
  }
}
