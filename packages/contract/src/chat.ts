import { z } from 'zod';
import { ChatBookingOfferSchema } from './calendar.js';
import { safeText, visitorText } from './text.js';

export { MAX_CHAT_MESSAGE_LENGTH } from './zod-free/limits.js';
export { CHAT_APOLOGY } from './zod-free/widget-defaults.js';

/** POST /api/chat — the spec's ai-chat request. Length beyond the maximum is answered 413 by the route. */
export const ChatRequestSchema = z.object({
  message: visitorText().trim().min(1, 'Message is required'),
  conversationId: z.uuid().optional().nullable(),
  websiteId: z.uuid(),
  visitorId: safeText({ label: 'visitorId' }).trim().min(1).max(100),
  visitorData: z
    .object({
      name: visitorText().trim().max(200).optional().default(''),
      email: visitorText().trim().max(320).optional().default(''),
    })
    .optional(),
  /** The browser's IANA time zone: offered booking times are shown in it (issue 11). Unknown zones are ignored. */
  visitorTimezone: z.string().max(64).optional(),
  /** A tapped booking button: the offered slot's signed token; `message` is its label (issue 11). */
  slotToken: safeText({ label: 'Slot' }).max(400).optional(),
});
export type ChatRequest = z.input<typeof ChatRequestSchema>;

export const ChatResponseSchema = z.object({
  /** Empty when a person from the business has the conversation: the assistant stays silent (issue 17). */
  response: z.string(),
  conversationId: z.uuid(),
  /** Booking times the widget shows as buttons, or a booking link (issue 11; packages/contract/src/calendar.ts). */
  booking: ChatBookingOfferSchema.optional(),
  /** Opens the conversation's live stream (GET /api/widget/live/:conversationId?token=…): the owner's replies. */
  liveToken: z.string().optional(),
});
export type ChatResponse = z.infer<typeof ChatResponseSchema>;

/**
 * With `Accept: text/event-stream` the reply streams as server-sent events:
 *   event: start  data: {"conversationId","liveToken"}
 *   event: delta  data: {"text"}            (repeated; concatenated they form the reply)
 *   event: done   data: {"response","conversationId"}
 *   event: error  data: {"error":{"code","message"},"response","conversationId"}   (response = the apology)
 * `done.response` is authoritative: when a model reply is withheld by the server's guard, the deltas shown so far
 * are replaced by it. Refusals (400, 404, 413, 429 with Retry-After) are plain JSON errors sent before any event.
 * Without the stream, a failed model reply is answered 200 with `response` = CHAT_APOLOGY (the visitor's message
 * is stored either way).
 */
export const ChatStreamStartSchema = z.object({ conversationId: z.uuid(), liveToken: z.string().optional() });
export const ChatStreamDeltaSchema = z.object({ text: z.string() });
export const ChatStreamDoneSchema = ChatResponseSchema;
export const ChatStreamErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
  response: z.string(),
  conversationId: z.uuid().optional(),
});
