/**
 * A local stand-in for Google's OAuth 2.0 and Calendar v3 endpoints, speaking their wire format (tests and e2e set
 * GOOGLE_OAUTH_BASE_URL and GOOGLE_API_BASE_URL to its address): the consent redirect, `/token` (authorization
 * code with PKCE S256, refresh), `/oauth2/v3/userinfo`, `POST /calendar/v3/freeBusy`, and events insert (409
 * "duplicate" on a reused id), get (a deleted event answers with status "cancelled") and delete (410 when already
 * deleted).
 */
import { bearer, consent, createOauthState, issueTokens } from '../../testing/fake-oauth.js';
import { startFakeServer, type FakeReply, type FakeRequest } from '../../testing/fake-http.js';

export type FakeGoogleEvent = {
  id: string;
  calendarId: string;
  summary: string;
  start: string;
  end: string;
  attendees: { email: string }[];
  sendUpdates: string | null;
  status: 'confirmed' | 'cancelled';
};

export type FakeGoogleCalendar = {
  url: string;
  clientId: string;
  clientSecret: string;
  accountEmail: string;
  apiKey: string;
  /** Busy intervals per calendar id, set by the test (events inserted through the API are busy too). */
  busy: Map<string, { start: string; end: string }[]>;
  events: Map<string, FakeGoogleEvent>;
  requests: { method: string; path: string }[];
  /** Makes the next N calendar API calls answer 503. */
  failNext: (count: number) => void;
  close: () => Promise<void>;
};

function googleError(status: number, reason: string, message: string): FakeReply {
  return {
    status,
    json: { error: { code: status, message, errors: [{ domain: 'global', reason, message }] } },
  };
}

export async function startFakeGoogleCalendar(
  options: { accountEmail?: string } = {},
): Promise<FakeGoogleCalendar> {
  const oauth = createOauthState();
  const client = {
    id: 'fake-google-client.apps.googleusercontent.com',
    secret: 'fake-google-secret',
    email: options.accountEmail ?? 'owner@gmail.test',
  };
  const apiKey = 'AIzaFakeKey0123456789';
  const busy = new Map<string, { start: string; end: string }[]>();
  const events = new Map<string, FakeGoogleEvent>();
  const requests: { method: string; path: string }[] = [];
  let failures = 0;

  const isAuthorised = (request: FakeRequest) =>
    bearer(oauth, request) || request.query.get('key') === apiKey;

  function handle(request: FakeRequest): FakeReply {
    requests.push({ method: request.method, path: request.path });
    if (request.method === 'GET' && request.path === '/o/oauth2/v2/auth')
      return consent(oauth, request, client.id);
    if (request.method === 'POST' && request.path === '/token') return issueTokens(oauth, request, client);
    if (request.path === '/oauth2/v3/userinfo') {
      return bearer(oauth, request)
        ? { status: 200, json: { email: client.email, email_verified: true } }
        : googleError(401, 'authError', 'Invalid Credentials');
    }
    if (!request.path.startsWith('/calendar/v3/')) return googleError(404, 'notFound', 'Not Found');
    if (failures > 0) {
      failures--;
      return googleError(503, 'backendError', 'Backend Error');
    }
    if (!isAuthorised(request)) return googleError(401, 'authError', 'Invalid Credentials');

    if (request.method === 'POST' && request.path === '/calendar/v3/freeBusy') {
      const body = JSON.parse(request.body || '{}') as {
        timeMin: string;
        timeMax: string;
        items: { id: string }[];
      };
      const min = Date.parse(body.timeMin);
      const max = Date.parse(body.timeMax);
      const calendars: Record<string, unknown> = {};
      for (const { id } of body.items ?? []) {
        const fromEvents = [...events.values()]
          .filter((event) => event.calendarId === id && event.status === 'confirmed')
          .map((event) => ({ start: event.start, end: event.end }));
        calendars[id] = {
          busy: [...(busy.get(id) ?? []), ...fromEvents]
            .filter((interval) => Date.parse(interval.start) < max && Date.parse(interval.end) > min)
            .sort((a, b) => Date.parse(a.start) - Date.parse(b.start)),
        };
      }
      return {
        status: 200,
        json: { kind: 'calendar#freeBusy', timeMin: body.timeMin, timeMax: body.timeMax, calendars },
      };
    }
    const eventsMatch = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(request.path);
    if (eventsMatch) {
      const calendarId = decodeURIComponent(eventsMatch[1]!);
      const eventId = eventsMatch[2] ? decodeURIComponent(eventsMatch[2]) : undefined;
      if (!bearer(oauth, request)) return googleError(401, 'required', 'Login Required');
      if (request.method === 'POST' && !eventId) {
        const body = JSON.parse(request.body || '{}') as {
          id?: string;
          summary?: string;
          start: { dateTime: string };
          end: { dateTime: string };
          attendees?: { email: string }[];
        };
        const id = body.id ?? `ev${events.size}`;
        if (!/^[0-9a-v]{5,1024}$/.test(id)) return googleError(400, 'invalid', 'Invalid resource id value.');
        if (events.has(id)) return googleError(409, 'duplicate', 'The requested identifier already exists.');
        const event: FakeGoogleEvent = {
          id,
          calendarId,
          summary: body.summary ?? '',
          start: new Date(body.start.dateTime).toISOString(),
          end: new Date(body.end.dateTime).toISOString(),
          attendees: body.attendees ?? [],
          sendUpdates: request.query.get('sendUpdates'),
          status: 'confirmed',
        };
        events.set(id, event);
        return {
          status: 200,
          json: {
            kind: 'calendar#event',
            ...event,
            htmlLink: `https://calendar.google.test/event?eid=${id}`,
          },
        };
      }
      if (request.method === 'GET' && eventId) {
        const event = events.get(eventId);
        if (!event) return googleError(404, 'notFound', 'Not Found');
        return { status: 200, json: { kind: 'calendar#event', ...event } };
      }
      if (request.method === 'DELETE' && eventId) {
        const event = events.get(eventId);
        if (!event) return googleError(404, 'notFound', 'Not Found');
        if (event.status === 'cancelled') return googleError(410, 'deleted', 'Resource has been deleted');
        event.status = 'cancelled';
        return { status: 204 };
      }
    }
    return googleError(404, 'notFound', 'Not Found');
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    clientId: client.id,
    clientSecret: client.secret,
    accountEmail: client.email,
    apiKey,
    busy,
    events,
    requests,
    failNext: (count) => {
      failures = count;
    },
    close: server.close,
  };
}
