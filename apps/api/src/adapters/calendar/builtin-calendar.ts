/** The built-in LeadChat calendar (the offline default): the hours minus LeadChat's own appointments, nothing remote. */
import { computeOpenSlots } from '../../features/calendar/availability.js';
import type { CalendarAdapter } from './calendar.types.js';

export function createBuiltinCalendar(): CalendarAdapter {
  return {
    provider: 'leadchat',
    mode: 'slots',
    bookingUrl: null,
    listSlots: async ({ availability, now, booked, limit }) =>
      computeOpenSlots({ availability, now, busy: booked, limit }),
    book: async () => ({ providerReference: null }),
    findBooking: async () => null,
    cancel: async () => {},
  };
}
