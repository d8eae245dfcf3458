/**
 * Live chat (issue 17): the owner takes a conversation over from the assistant, replies to the visitor in the
 * widget, and hands it back. Owner endpoints live under /api/conversations/:id/…; the widget's live stream is
 * GET /api/widget/live/:conversationId (docs/decisions/0090–0094).
 */
import { z } from 'zod';
import { MAX_CHAT_MESSAGE_LENGTH } from './chat.js';
import { safeText } from './text.js';

export const ConversationModeSchema = z.enum(['assistant', 'human']);
/** 'assistant': the assistant answers; 'human': the owner has the conversation and the assistant stays silent. */
export type ConversationMode = z.infer<typeof ConversationModeSchema>;

/** Idle time after which a taken-over conversation goes back to the assistant by itself (per website). */
export const LIVE_CHAT_IDLE_MINUTES_DEFAULT = 30;
export const LIVE_CHAT_IDLE_MINUTES_MIN = 5;
export const LIVE_CHAT_IDLE_MINUTES_MAX = 1440;
/** The choices the owner's view offers (any whole number in range is accepted by the API). */
export const LIVE_CHAT_IDLE_MINUTES_CHOICES = [5, 10, 15, 30, 60, 120] as const;

/** A visitor who asked for a person and got nobody within this long is asked for a way to be reached. */
export const HUMAN_REQUEST_FOLLOW_UP_MS = 3 * 60_000;
/** "typing…" shows this long after the owner's last keystroke signal (the owner's view sends one every 2 s). */
export const LIVE_TYPING_TTL_MS = 6000;
export const LIVE_TYPING_SIGNAL_INTERVAL_MS = 2000;
/** An owner counts as online while a dashboard tab of theirs kept an event stream open within this window. */
export const OWNER_PRESENCE_WINDOW_MS = 60_000;

/** POST /api/conversations/:id/messages — the owner's reply (takes the conversation over if needed). */
export const OwnerMessageRequestSchema = z.object({
  content: safeText({ label: 'Message' })
    .trim()
    .min(1, 'Message is required')
    .max(MAX_CHAT_MESSAGE_LENGTH, `Messages can be at most ${MAX_CHAT_MESSAGE_LENGTH} characters long`),
});
export type OwnerMessageRequest = z.input<typeof OwnerMessageRequestSchema>;

/** PATCH /api/conversations/live-settings/:websiteId */
export const LiveChatSettingsSchema = z.object({
  idleMinutes: z.number().int().min(LIVE_CHAT_IDLE_MINUTES_MIN).max(LIVE_CHAT_IDLE_MINUTES_MAX),
});
export type LiveChatSettings = z.infer<typeof LiveChatSettingsSchema>;

/** The live-chat part of GET /api/conversations/:id. */
export const LiveChatStateSchema = z.object({
  mode: ConversationModeSchema,
  /** Display name of the owner who has the conversation (null in assistant mode). */
  humanName: z.string().nullable(),
  /** True when the signed-in owner is the one who took over. */
  isMine: z.boolean(),
  /** When the visitor asked for a person and nobody has taken over since (ISO), else null. */
  humanRequestedAt: z.string().nullable(),
  /** When the conversation goes back to the assistant if the owner stays idle (ISO; human mode only). */
  handBackAt: z.string().nullable(),
  idleMinutes: z.number().int(),
});
export type LiveChatState = z.infer<typeof LiveChatStateSchema>;

/** Answer of take over / hand back / send: the new state. */
export const LiveChatActionResponseSchema = z.object({ live: LiveChatStateSchema });
export type LiveChatActionResponse = z.infer<typeof LiveChatActionResponseSchema>;

/**
 * The widget's live stream (GET /api/widget/live/:conversationId?token=…&after=…, EventSource):
 *   (default event) id: seq  data: WidgetLiveMessage   owner messages, notes, the assistant's follow-ups
 *   event: typing            data: { name }            the owner is typing (not replayed)
 * A reconnect sends Last-Event-ID; the server replays every message after it, once.
 */
export type WidgetLiveMessage = {
  seq: number;
  /** Who: a person from the business (labelled with `n`), a note (joined, left), or the assistant (a follow-up). */
  r: 'owner' | 'note' | 'assistant';
  t: string;
  n?: string;
};
