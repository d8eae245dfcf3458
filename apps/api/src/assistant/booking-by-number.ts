/**
 * Booking where the chat shows no buttons (WhatsApp), for the built-in assistant: a booking request is answered
 * with the next free times as a numbered list, stored for the conversation (chat_slot_offers); a reply naming one
 * of the numbers ("2", "option 2", "2 ann@example.com") books exactly that time through the same path as a tap in
 * the widget (bookTappedSlot). The confirmation goes to an email address, so one missing from the conversation is
 * asked for with the pick, and one given in the same message is stored before the booking reads it.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { OfferedSlot } from '@leadchat/contract';
import { chatSlotOffers } from '../db/schema.js';
import { OFFERED_SLOTS } from '../features/calendar/booking.service.js';
import { SLOT_TOKEN_TTL_MS } from '../features/calendar/slot-token.js';
import { bookTappedSlot, offerBookingInChat, type ChatBookingReply } from './booking-in-chat.js';
import type { AssistantDeps } from './visitor-message.js';

/** "2", "#2", "no. 2", "option 2", "number 2 please", "2) ann@example.com" — the number first, at most 6. */
const PICK =
  /^\s*(?:(?:option|number|no\.?|#|slot|time)\s*)?([1-6])(?![\d:.,]\d)\s*(?:[.)!,:-]|please|\b|$)/i;

/** The 1-based choice a message makes from a numbered list of `count` times, or undefined. */
export function parseSlotPick(message: string, count: number): number | undefined {
  const match = PICK.exec(message);
  if (!match) return undefined;
  const choice = Number(match[1]);
  // Only a message that is the pick (plus an email, a name, a thanks): "2 people" or "2pm" is not one.
  const rest = message
    .slice(match[0].length)
    .replace(/\S+@\S+/g, '')
    .trim();
  if (rest.length > 40 || /^(?:pm|am|people|persons?|hours?|days?|weeks?|kids|adults)\b/i.test(rest)) {
    return undefined;
  }
  return choice <= count ? choice : undefined;
}

/** The numbered offer's text: the times, and how to answer (with an email when we have none). */
export function numberedOfferText(slots: OfferedSlot[], timezone: string, hasEmail: boolean): string {
  const lines = slots.map((slot, index) => `${index + 1}. ${slot.label}`);
  const how = hasEmail
    ? 'Reply with the number of the time you would like.'
    : 'Reply with the number of the time you would like and your email address for the confirmation, for example "1 name@example.com".';
  return `Here are the next free times (${timezone}):\n${lines.join('\n')}\n${how}`;
}

/** Replaces the conversation's stored offer. */
export async function storeSlotOffer(options: {
  db: AssistantDeps['db'];
  conversationId: string;
  slots: OfferedSlot[];
  timezone: string;
}): Promise<void> {
  const slots = options.slots.map((slot) => ({ token: slot.token, label: slot.label }));
  await options.db
    .insert(chatSlotOffers)
    .values({ conversationId: options.conversationId, slots, timezone: options.timezone })
    .onConflictDoUpdate({
      target: chatSlotOffers.conversationId,
      set: { slots, timezone: options.timezone, offeredAt: new Date() },
    });
}

/** The conversation's offer while its tokens can still be booked. */
export async function findRecentSlotOffer(options: { db: AssistantDeps['db']; conversationId: string }) {
  const [offer] = await options.db
    .select()
    .from(chatSlotOffers)
    .where(
      and(
        eq(chatSlotOffers.conversationId, options.conversationId),
        gt(chatSlotOffers.offeredAt, new Date(Date.now() - SLOT_TOKEN_TTL_MS)),
      ),
    );
  return offer;
}

/**
 * A reply that picks one of the offered times: books it (or says what is missing, or that it was just taken with
 * the fresh times as a new numbered list); undefined when the message is not a pick of a current offer.
 */
export async function bookPickedSlot(
  options: AssistantDeps & {
    websiteId: string;
    conversationId: string;
    visitorId: string;
    message: string;
    hasEmail: boolean;
  },
): Promise<ChatBookingReply | undefined> {
  // Most messages are not a number: they cost no query (an offer never lists more than OFFERED_SLOTS times).
  if (parseSlotPick(options.message, OFFERED_SLOTS) === undefined) return undefined;
  const offer = await findRecentSlotOffer(options);
  if (!offer) return undefined;
  const choice = parseSlotPick(options.message, offer.slots.length);
  const slot = choice === undefined ? undefined : offer.slots[choice - 1];
  if (!slot) return undefined;
  if (!options.hasEmail) {
    return {
      text: `To book ${slot.label}, please reply with ${choice} and your email address for the confirmation, for example "${choice} name@example.com".`,
    };
  }
  const reply = await bookTappedSlot({ ...options, slotToken: slot.token, visitorTimezone: offer.timezone });
  if (reply.booking?.slots?.length) {
    await storeSlotOffer({ ...options, slots: reply.booking.slots, timezone: offer.timezone });
    return { text: `${reply.text}\n${numberedOfferText(reply.booking.slots, offer.timezone, true)}` };
  }
  return { text: reply.text };
}

/**
 * The built-in assistant's booking on a channel without buttons: a pick of the current offer is booked; a booking
 * request gets the numbered list (or the booking link, or the honest "no times online"); anything else: undefined.
 */
export async function answerBookingByNumber(
  options: AssistantDeps & {
    websiteId: string;
    businessName: string;
    conversationId: string;
    visitorId: string;
    message: string;
    hasEmail: boolean;
    isBookingRequest: boolean;
  },
): Promise<ChatBookingReply | undefined> {
  const picked = await bookPickedSlot(options);
  if (picked || !options.isBookingRequest) return picked;
  const offer = await offerBookingInChat(options);
  const slots = offer?.booking?.slots;
  if (!offer || !slots?.length || !offer.timezone) return offer && { text: offer.text };
  await storeSlotOffer({ ...options, slots, timezone: offer.timezone });
  return { text: numberedOfferText(slots, offer.timezone, options.hasEmail) };
}
