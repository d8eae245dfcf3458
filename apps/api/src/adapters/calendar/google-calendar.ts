/**
 * Google Calendar (REST v3 at GOOGLE_API_BASE_URL). Busy times from `freeBusy.query`; bookings with `events.insert`
 * (`sendUpdates=all`, so Google emails the attendee too) under a client-chosen event id derived from the
 * appointment id: a retry after a lost answer gets 409 "duplicate" and counts as done, never a second event.
 * Connected with OAuth (access token from `getAccessToken`), or read-only with an API key (public calendars'
 * free/busy; no events are written then).
 */
import { computeOpenSlots, type Interval } from '../../features/calendar/availability.js';
import {
  CalendarProviderError,
  SlotUnavailableError,
  type BookingDetails,
  type CalendarAdapter,
} from './calendar.types.js';
import { requestJson } from './http-json.js';

/** Google event ids use base32hex (0-9, a-v), 5–1024 characters: "lc" + the appointment uuid's hex digits. */
export function googleEventId(idempotencyKey: string): string {
  return `lc${idempotencyKey.toLowerCase().replace(/[^0-9a-v]/g, '')}`;
}

export function createGoogleCalendar(options: {
  apiBaseUrl: string;
  calendarId: string;
  /** OAuth access token (refreshed by the caller), or undefined when only an API key is set. */
  getAccessToken?: () => Promise<string>;
  apiKey?: string;
}): CalendarAdapter {
  const base = `${options.apiBaseUrl.replace(/\/+$/, '')}/calendar/v3`;
  const calendarPath = encodeURIComponent(options.calendarId);

  async function auth(): Promise<{ accessToken?: string; query: string }> {
    if (options.getAccessToken) return { accessToken: await options.getAccessToken(), query: '' };
    if (options.apiKey) return { query: `key=${encodeURIComponent(options.apiKey)}` };
    throw new CalendarProviderError(
      'Google Calendar is not connected: connect the account or add an API key',
    );
  }

  async function busyTimes(timeMin: number, timeMax: number): Promise<Interval[]> {
    const { accessToken, query } = await auth();
    const { json } = await requestJson({
      url: `${base}/freeBusy${query ? `?${query}` : ''}`,
      method: 'POST',
      accessToken,
      body: {
        timeMin: new Date(timeMin).toISOString(),
        timeMax: new Date(timeMax).toISOString(),
        items: [{ id: options.calendarId }],
      },
      what: 'Google Calendar free/busy',
    });
    const calendars = (json.calendars ?? {}) as Record<
      string,
      { busy?: { start: string; end: string }[]; errors?: { reason?: string }[] }
    >;
    const entry = calendars[options.calendarId];
    if (!entry)
      throw new CalendarProviderError('Google Calendar free/busy: the calendar was not in the answer');
    if (entry.errors?.length) {
      throw new CalendarProviderError(
        `Google Calendar free/busy: ${entry.errors[0]?.reason ?? 'error'} for calendar ${options.calendarId}`,
      );
    }
    return (entry.busy ?? [])
      .map((busy) => ({ start: Date.parse(busy.start), end: Date.parse(busy.end) }))
      .filter((busy) => Number.isFinite(busy.start) && Number.isFinite(busy.end));
  }

  return {
    provider: 'google',
    mode: 'slots',
    bookingUrl: null,
    async listSlots({ availability, now, booked, limit }) {
      const timeMax = now + (availability.daysAhead + 1) * 86_400_000;
      const busy = await busyTimes(now, timeMax);
      return computeOpenSlots({ availability, now, busy: [...booked, ...busy], limit });
    },
    async book(details: BookingDetails) {
      if (!options.getAccessToken) return { providerReference: null }; // API key: read-only
      const busy = await busyTimes(details.start, details.end);
      if (busy.some((interval) => interval.start < details.end && interval.end > details.start)) {
        throw new SlotUnavailableError();
      }
      const id = googleEventId(details.idempotencyKey);
      const accessToken = await options.getAccessToken();
      const { status } = await requestJson({
        url: `${base}/calendars/${calendarPath}/events?sendUpdates=all`,
        method: 'POST',
        accessToken,
        accept: [409],
        body: {
          id,
          summary: details.summary,
          description: details.description,
          start: { dateTime: new Date(details.start).toISOString(), timeZone: details.timezone },
          end: { dateTime: new Date(details.end).toISOString(), timeZone: details.timezone },
          attendees: details.attendee.email
            ? [{ email: details.attendee.email, displayName: details.attendee.name }]
            : [],
        },
        what: 'Google Calendar event',
      });
      // 409: an event with this id exists, i.e. an earlier attempt of this same booking succeeded.
      void status;
      return { providerReference: id };
    },
    async findBooking({ idempotencyKey }) {
      if (!options.getAccessToken) return null; // API key: nothing was ever written
      const id = googleEventId(idempotencyKey);
      const { status, json } = await requestJson({
        url: `${base}/calendars/${calendarPath}/events/${encodeURIComponent(id)}`,
        accessToken: await options.getAccessToken(),
        accept: [404, 410],
        what: 'Google Calendar event lookup',
      });
      return status === 200 && json.status !== 'cancelled' ? { providerReference: id } : null;
    },
    async cancel({ providerReference }) {
      if (!options.getAccessToken) return;
      await requestJson({
        url: `${base}/calendars/${calendarPath}/events/${encodeURIComponent(providerReference)}?sendUpdates=all`,
        method: 'DELETE',
        accessToken: await options.getAccessToken(),
        accept: [404, 410],
        what: 'Google Calendar event removal',
      });
    },
  };
}
