/**
 * Calendly and custom booking pages: LeadChat has no API access to them, so it offers no slots and books nothing;
 * the assistant hands the visitor the owner's booking link and the conversation records that it did.
 */
import type { CalendarProvider } from '@leadchat/contract';
import type { CalendarAdapter } from './calendar.types.js';

export function createLinkCalendar(options: {
  provider: CalendarProvider;
  bookingUrl: string;
}): CalendarAdapter {
  return {
    provider: options.provider,
    mode: 'link',
    bookingUrl: options.bookingUrl,
    listSlots: async () => [],
    book: async () => {
      throw new Error('a booking-link calendar cannot book through the API');
    },
    findBooking: async () => null,
    cancel: async () => {},
  };
}
