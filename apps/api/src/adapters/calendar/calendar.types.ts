/**
 * One calendar adapter per provider (docs/decisions/0087-calendar-adapters.md). The booking service asks an adapter
 * for free slots, books through it with an idempotency key (the appointment's id: a retry after a lost answer
 * finds the event it already made instead of making a second) and cancels through it. The built-in LeadChat
 * calendar only knows the appointments table; Google and Outlook add their busy times and hold a copy of the event;
 * Calendly and custom links book nothing through the API.
 */
import type { Availability, CalendarProvider } from '@leadchat/contract';
import type { Interval } from '../../features/calendar/availability.js';

export type BookingDetails = {
  /** Stable per appointment: Google's event id and Graph's transactionId are derived from it. */
  idempotencyKey: string;
  start: number;
  end: number;
  timezone: string;
  summary: string;
  description: string;
  attendee: { name: string; email: string | null };
};

export type CalendarAdapter = {
  readonly provider: CalendarProvider;
  /** 'slots': LeadChat offers and books times; 'link': the visitor is handed `bookingUrl`. */
  readonly mode: 'slots' | 'link';
  readonly bookingUrl: string | null;
  /** Free slots: the hours minus `booked` (LeadChat's live appointments) minus the provider's busy times. */
  listSlots(options: {
    availability: Availability;
    now: number;
    booked: Interval[];
    limit?: number;
  }): Promise<Interval[]>;
  /** Writes the event at the provider (nothing for the built-in calendar); throws SlotUnavailableError when busy there. */
  book(details: BookingDetails): Promise<{ providerReference: string | null }>;
  /**
   * The event an earlier `book` with this idempotency key made, if it exists and is not cancelled (crash recovery:
   * a pending booking whose answer was never recorded). Null when nothing is there or the provider keeps no events.
   */
  findBooking(options: {
    idempotencyKey: string;
    start: number;
    end: number;
  }): Promise<{ providerReference: string } | null>;
  /** Removes the event (a reference that is already gone counts as done). */
  cancel(options: { providerReference: string; idempotencyKey: string }): Promise<void>;
};

/** The provider's calendar has something at that time (the slot is not free there). */
export class SlotUnavailableError extends Error {
  constructor() {
    super('the calendar is busy at that time');
    this.name = 'SlotUnavailableError';
  }
}

/** The provider could not be reached or refused the call; `message` is safe to show the owner. */
export class CalendarProviderError extends Error {
  readonly status?: number;
  constructor(message: string, options: { status?: number; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CalendarProviderError';
    this.status = options.status;
  }
}

/** Credentials kept sealed in calendar_integrations.sealed_credentials (never sent to a browser). */
export type CalendarCredentials = {
  apiKey?: string;
  refreshToken?: string;
  accessToken?: string;
  /** Epoch milliseconds. */
  accessTokenExpiresAt?: number;
};
