/**
 * Booking in the chat (issue 11), around the responders (never inside retrieval):
 *   - built-in path: a booking request is answered with the next free slots as buttons (the widget books one with a
 *     tap), or the owner's booking link, or — without an active calendar — the usual "we'll call you to confirm";
 *   - LLM path: the tools `check_availability` (at most 6 slots, as server-signed expiring slot ids labelled in the
 *     visitor's zone) and `book_appointment` (a slot id plus the visitor's name, email and phone; the model never
 *     passes a raw time). A tool answer says exactly what happened, so the model has nothing to claim beyond it.
 */
import { createHash } from 'node:crypto';
import { tool } from 'ai';
import { z } from 'zod';
import type { ChatBookingOffer } from '@leadchat/contract';
import type { Database } from '../db/client.js';
import { AppError } from '../lib/app-error.js';
import { bookSlot, offerSlots, OFFERED_SLOTS } from '../features/calendar/booking.service.js';
import { findBookingIntegration } from '../features/calendar/calendar-integrations.service.js';
import type { AssistantDeps } from './visitor-message.js';

/** `timezone`: the zone the offered slots are labelled in. */
export type ChatBookingReply = { text: string; booking?: ChatBookingOffer; timezone?: string };

/** The built-in reply to a booking request, or undefined when the website takes no bookings online. */
export async function offerBookingInChat(
  options: AssistantDeps & { websiteId: string; businessName: string; visitorTimezone?: string },
): Promise<ChatBookingReply | undefined> {
  const offer = await offerSlots({
    db: options.db,
    config: options.config,
    logger: options.logger,
    websiteId: options.websiteId,
    visitorTimezone: options.visitorTimezone,
    limit: OFFERED_SLOTS,
  });
  if (offer.mode === 'link' && offer.bookingUrl) {
    return {
      text: `You can pick a time that suits you on ${options.businessName}'s booking page: ${offer.bookingUrl}`,
      booking: { bookingUrl: offer.bookingUrl },
    };
  }
  if (offer.mode !== 'slots') return undefined;
  if (!offer.slots.length) {
    return {
      text: `There are no free times to book online in the coming days. If you share your phone number, someone from ${options.businessName} will call you to find a time.`,
    };
  }
  return {
    text: `Here are the next free times (in your time zone). Tap one to book it:\n${offer.slots
      .map((slot) => `• ${slot.label}`)
      .join('\n')}`,
    booking: { slots: offer.slots },
    timezone: offer.timezone,
  };
}

/**
 * A slot button tapped in the widget (the tap is stored as the visitor's message, its label): books it and answers
 * with the outcome: the confirmation, or why not with fresh times, or what is missing.
 */
export async function bookTappedSlot(
  options: AssistantDeps & {
    websiteId: string;
    conversationId: string;
    visitorId: string;
    clientIp?: string;
    visitorTimezone?: string;
    slotToken: string;
  },
): Promise<ChatBookingReply> {
  try {
    const result = await bookSlot({
      db: options.db as Database,
      config: options.config,
      logger: options.logger,
      websiteId: options.websiteId,
      clientIp: options.clientIp ?? '0.0.0.0',
      input: {
        slotToken: options.slotToken,
        visitorId: options.visitorId,
        conversationId: options.conversationId,
        idempotencyKey: `tap:${createHash('sha256').update(`${options.conversationId}:${options.slotToken}`).digest('hex').slice(0, 40)}`,
        timezone: options.visitorTimezone,
      },
    });
    if (result.ok) return { text: result.confirmation.message };
    return { text: result.message, booking: result.slots.length ? { slots: result.slots } : undefined };
  } catch (error) {
    // Refusals (missing name or email, caps, a calendar that can't be reached) are said as they are.
    if (error instanceof AppError) return { text: error.message };
    throw error;
  }
}

/** Whether the website has an active calendar: only then does the model get the booking tools. */
export async function canBookOnline(options: {
  db: AssistantDeps['db'];
  websiteId: string;
}): Promise<boolean> {
  return Boolean(await findBookingIntegration(options));
}

/** The model's booking tools; `offered` collects the slots it was given (the widget shows them as buttons too). */
export function createBookingTools(
  options: AssistantDeps & {
    websiteId: string;
    conversationId: string;
    visitorId: string;
    clientIp?: string;
    visitorTimezone?: string;
    offered: ChatBookingOffer;
  },
) {
  return {
    check_availability: tool({
      description:
        "List the next free appointment times. Returns at most 6 slots, each with a slot_id and the time in the visitor's time zone, or a booking link, or that online booking is not available.",
      inputSchema: z.object({}),
      execute: async () => {
        const offer = await offerSlots({
          db: options.db,
          config: options.config,
          logger: options.logger,
          websiteId: options.websiteId,
          visitorTimezone: options.visitorTimezone,
          limit: OFFERED_SLOTS,
        });
        if (offer.mode === 'link') {
          options.offered.bookingUrl = offer.bookingUrl ?? undefined;
          return { booking_link: offer.bookingUrl };
        }
        if (offer.mode === 'none') return { available: false, reason: 'Online booking is not available.' };
        options.offered.slots = offer.slots;
        return { slots: offer.slots.map((slot) => ({ slot_id: slot.token, time: slot.label })) };
      },
    }),
    book_appointment: tool({
      description:
        "Book one of the slots check_availability returned, for the visitor. Needs the slot_id and the visitor's name and email (phone if given). Only tell the visitor they are booked if this returns booked: true.",
      inputSchema: z.object({
        slot_id: z.string().max(400),
        name: z.string().max(200),
        email: z.string().max(320),
        phone: z.string().max(40).optional(),
      }),
      execute: async (input) => {
        try {
          const result = await bookSlot({
            db: options.db as Database,
            config: options.config,
            logger: options.logger,
            websiteId: options.websiteId,
            clientIp: options.clientIp ?? '0.0.0.0',
            input: {
              slotToken: input.slot_id,
              visitorId: options.visitorId,
              conversationId: options.conversationId,
              // One booking per conversation and slot, however often the model repeats the call.
              idempotencyKey: `chat:${createHash('sha256').update(`${options.conversationId}:${input.slot_id}`).digest('hex').slice(0, 40)}`,
              name: input.name,
              email: input.email,
              phone: input.phone,
              timezone: options.visitorTimezone,
            },
          });
          if (result.ok)
            return { booked: true, time: result.confirmation.label, message: result.confirmation.message };
          options.offered.slots = result.slots;
          return {
            booked: false,
            reason: result.message,
            slots: result.slots.map((slot) => ({ slot_id: slot.token, time: slot.label })),
          };
        } catch (error) {
          return {
            booked: false,
            reason: error instanceof AppError ? error.message : 'The booking could not be made.',
          };
        }
      },
    }),
  };
}
