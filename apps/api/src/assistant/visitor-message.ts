/**
 * The one shape of "a visitor's message on its way to the assistant". The chat route builds it from the request,
 * the chat service adds the client's address for its limits, and the assistant's entry point adds where the
 * message came from; other channels (the onboarding test, WhatsApp) build the same shape. Declared once so the
 * three layers cannot drift apart.
 */
import type { Config } from '../config.js';
import type { Queryable } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/** What the assistant needs from the process: the database (or a transaction), the settings and a logger. */
export type AssistantDeps = {
  db: Queryable;
  config: Config;
  logger: Logger;
};

/** The message and who sent it, plus the optional callbacks a streaming caller listens on. */
export type VisitorMessage = {
  websiteId: string;
  /** The conversation to continue; absent or null starts a new one. */
  conversationId?: string | null;
  visitorId: string;
  /** The pre-chat form's answers (the widget); other channels have none. */
  visitorData?: { name?: string; email?: string };
  message: string;
  /** The visitor's IANA time zone (the widget sends the browser's): offered times are shown in it. */
  visitorTimezone?: string;
  /** The client's address (the chat service has it): caps bookings made through the assistant per client. */
  clientIp?: string;
  /** A tapped booking button (the widget): the slot's signed token; `message` is its label. */
  slotToken?: string;
  /** Called once the visitor's message is stored, before the reply is attempted. */
  onConversation?: (conversationId: string) => void;
  /** Receives the reply as it is produced (concatenated, the deltas form the reply, unless it was withheld). */
  onDelta?: (text: string) => void;
};
