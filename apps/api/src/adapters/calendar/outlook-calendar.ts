/**
 * Outlook calendars through Microsoft Graph (MS_GRAPH_BASE_URL). Busy times from `POST /me/calendar/getSchedule`
 * for the connected mailbox; bookings with `POST /me/events` carrying a `transactionId` derived from the
 * appointment id (Graph answers a retried create with the event it already made); cancellation with
 * `POST /me/events/{id}/cancel`, which tells the attendees.
 */
import { computeOpenSlots, type Interval } from '../../features/calendar/availability.js';
import { SlotUnavailableError, type BookingDetails, type CalendarAdapter } from './calendar.types.js';
import { requestJson } from './http-json.js';

/** Graph's dateTimeTimeZone in UTC: "2026-03-10T13:00:00.0000000". */
function graphDateTime(ms: number) {
  return { dateTime: new Date(ms).toISOString().replace('Z', ''), timeZone: 'UTC' };
}

function parseGraphDateTime(value: { dateTime?: string; timeZone?: string } | undefined): number {
  if (!value?.dateTime) return Number.NaN;
  // getSchedule answers in the zone asked for (UTC here); no offset in the string.
  return Date.parse(/[zZ]|[+-]\d\d:\d\d$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`);
}

export function createOutlookCalendar(options: {
  graphBaseUrl: string;
  /** The connected mailbox (the schedule to read). */
  mailbox: string;
  getAccessToken: () => Promise<string>;
}): CalendarAdapter {
  const base = options.graphBaseUrl.replace(/\/+$/, '');

  async function busyTimes(start: number, end: number): Promise<Interval[]> {
    const { json } = await requestJson({
      url: `${base}/me/calendar/getSchedule`,
      method: 'POST',
      accessToken: await options.getAccessToken(),
      body: {
        schedules: [options.mailbox],
        startTime: graphDateTime(start),
        endTime: graphDateTime(end),
        availabilityViewInterval: 30,
      },
      what: 'Outlook getSchedule',
    });
    const schedules = (json.value ?? []) as {
      scheduleItems?: { status?: string; start?: { dateTime?: string }; end?: { dateTime?: string } }[];
    }[];
    return schedules
      .flatMap((schedule) => schedule.scheduleItems ?? [])
      .filter((item) => item.status !== 'free' && item.status !== 'workingElsewhere')
      .map((item) => ({ start: parseGraphDateTime(item.start), end: parseGraphDateTime(item.end) }))
      .filter((busy) => Number.isFinite(busy.start) && Number.isFinite(busy.end));
  }

  return {
    provider: 'outlook',
    mode: 'slots',
    bookingUrl: null,
    async listSlots({ availability, now, booked, limit }) {
      const busy = await busyTimes(now, now + (availability.daysAhead + 1) * 86_400_000);
      return computeOpenSlots({ availability, now, busy: [...booked, ...busy], limit });
    },
    async book(details: BookingDetails) {
      const busy = await busyTimes(details.start, details.end);
      if (busy.some((interval) => interval.start < details.end && interval.end > details.start)) {
        throw new SlotUnavailableError();
      }
      const { json } = await requestJson({
        url: `${base}/me/events`,
        method: 'POST',
        accessToken: await options.getAccessToken(),
        body: {
          subject: details.summary,
          body: { contentType: 'text', content: details.description },
          start: graphDateTime(details.start),
          end: graphDateTime(details.end),
          attendees: details.attendee.email
            ? [
                {
                  emailAddress: { address: details.attendee.email, name: details.attendee.name },
                  type: 'required',
                },
              ]
            : [],
          transactionId: details.idempotencyKey,
        },
        what: 'Outlook event',
      });
      return { providerReference: typeof json.id === 'string' ? json.id : null };
    },
    async findBooking({ idempotencyKey, start, end }) {
      // The event carries the transactionId it was created with; the appointment's own window is searched for it.
      const query = new URLSearchParams({
        startDateTime: new Date(start).toISOString(),
        endDateTime: new Date(end).toISOString(),
        $select: 'id,transactionId,isCancelled',
        $top: '100',
      });
      const { json } = await requestJson({
        url: `${base}/me/calendarView?${query.toString()}`,
        accessToken: await options.getAccessToken(),
        what: 'Outlook calendarView',
      });
      const events = (json.value ?? []) as { id?: unknown; transactionId?: unknown; isCancelled?: unknown }[];
      const match = events.find(
        (event) => event.transactionId === idempotencyKey && event.isCancelled !== true,
      );
      return typeof match?.id === 'string' ? { providerReference: match.id } : null;
    },
    async cancel({ providerReference }) {
      await requestJson({
        url: `${base}/me/events/${encodeURIComponent(providerReference)}/cancel`,
        method: 'POST',
        accessToken: await options.getAccessToken(),
        body: { comment: 'This appointment was cancelled.' },
        accept: [404],
        what: 'Outlook event cancellation',
      });
    },
  };
}
