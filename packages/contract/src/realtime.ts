import { z } from 'zod';

/** The Postgres NOTIFY channel every process listens on. */
export const REALTIME_CHANNEL = 'leadchat_events';
export const REALTIME_HEARTBEAT_MS = 25_000;
/** docs/product/limits.md: reconnect delays, the last one repeating. */
export const REALTIME_RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000] as const;

export const RealtimeEventTypeSchema = z.enum([
  'conversation.created',
  'message.created',
  'lead.captured',
  'lead.updated',
  // Live chat (issue 17): taken over / handed back, the visitor asked for a person, the owner is typing.
  'conversation.mode',
  'conversation.human_requested',
  'conversation.typing',
]);
export type RealtimeEventType = z.infer<typeof RealtimeEventTypeSchema>;

/** The payload of a NOTIFY on `leadchat_events` and of each server-sent event on GET /api/events. */
export const RealtimeEventSchema = z.object({
  type: RealtimeEventTypeSchema,
  websiteId: z.uuid(),
  conversationId: z.uuid(),
  /** message.created: the message's role; conversation.typing: the typing owner's display name. */
  role: z.string().max(20).optional(),
  name: z.string().max(200).optional(),
});
export type RealtimeEvent = z.infer<typeof RealtimeEventSchema>;
