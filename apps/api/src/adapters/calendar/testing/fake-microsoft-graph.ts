/**
 * A local stand-in for the Microsoft identity platform and Microsoft Graph calendar endpoints (tests set
 * MS_OAUTH_BASE_URL to its address and MS_GRAPH_BASE_URL to `<address>/v1.0`): the consent redirect, the v2.0
 * token endpoint (code + PKCE, refresh), `GET /me`, `POST /me/calendar/getSchedule`, `POST /me/events` (a reused
 * transactionId returns the existing event), `GET /me/calendarView` (events in a window, with their transactionId) and `POST /me/events/{id}/cancel`.
 */
import { bearer, consent, createOauthState, issueTokens } from '../../testing/fake-oauth.js';
import { startFakeServer, type FakeReply, type FakeRequest } from '../../testing/fake-http.js';

export type FakeGraphEvent = {
  id: string;
  subject: string;
  start: string;
  end: string;
  attendees: string[];
  transactionId: string | null;
  isCancelled: boolean;
};

export type FakeMicrosoftGraph = {
  url: string;
  graphUrl: string;
  clientId: string;
  clientSecret: string;
  mailbox: string;
  busy: { start: string; end: string }[];
  events: Map<string, FakeGraphEvent>;
  requests: { method: string; path: string }[];
  close: () => Promise<void>;
};

function graphError(status: number, code: string, message: string): FakeReply {
  return { status, json: { error: { code, message } } };
}

const graphTime = (iso: string) => ({
  dateTime: new Date(iso).toISOString().replace('Z', '0000'),
  timeZone: 'UTC',
});
const readGraphTime = (value: { dateTime: string; timeZone?: string }) =>
  Date.parse(/[zZ]$/.test(value.dateTime) ? value.dateTime : `${value.dateTime}Z`);

export async function startFakeMicrosoftGraph(
  options: { mailbox?: string } = {},
): Promise<FakeMicrosoftGraph> {
  const oauth = createOauthState();
  const mailbox = options.mailbox ?? 'owner@outlook.test';
  const client = { id: '00000000-fake-4000-8000-000000000001', secret: 'fake-ms-secret', email: mailbox };
  const busy: { start: string; end: string }[] = [];
  const events = new Map<string, FakeGraphEvent>();
  const requests: { method: string; path: string }[] = [];

  function handle(request: FakeRequest): FakeReply {
    requests.push({ method: request.method, path: request.path });
    if (request.method === 'GET' && request.path === '/common/oauth2/v2.0/authorize')
      return consent(oauth, request, client.id);
    if (request.method === 'POST' && request.path === '/common/oauth2/v2.0/token')
      return issueTokens(oauth, request, client);
    const path = request.path.replace(/^\/v1\.0/, '');
    if (!bearer(oauth, request))
      return graphError(401, 'InvalidAuthenticationToken', 'Access token is empty or invalid.');
    if (request.method === 'GET' && path === '/me') {
      return {
        status: 200,
        json: { id: 'me', mail: mailbox, userPrincipalName: mailbox, displayName: 'Owner' },
      };
    }
    if (request.method === 'POST' && path === '/me/calendar/getSchedule') {
      const body = JSON.parse(request.body || '{}') as {
        schedules: string[];
        startTime: { dateTime: string };
        endTime: { dateTime: string };
      };
      const min = readGraphTime(body.startTime);
      const max = readGraphTime(body.endTime);
      const items = [
        ...busy,
        ...[...events.values()]
          .filter((event) => !event.isCancelled)
          .map((event) => ({ start: event.start, end: event.end })),
      ]
        .filter((interval) => Date.parse(interval.start) < max && Date.parse(interval.end) > min)
        .map((interval) => ({
          isPrivate: false,
          status: 'busy',
          subject: 'Busy',
          start: graphTime(interval.start),
          end: graphTime(interval.end),
        }));
      return {
        status: 200,
        json: {
          '@odata.context':
            'https://graph.microsoft.com/v1.0/$metadata#Collection(microsoft.graph.scheduleInformation)',
          value: body.schedules.map((scheduleId) => ({
            scheduleId,
            availabilityView: '',
            scheduleItems: scheduleId.toLowerCase() === mailbox.toLowerCase() ? items : [],
            workingHours: {},
          })),
        },
      };
    }
    if (request.method === 'POST' && path === '/me/events') {
      const body = JSON.parse(request.body || '{}') as {
        subject?: string;
        start: { dateTime: string };
        end: { dateTime: string };
        attendees?: { emailAddress: { address: string } }[];
        transactionId?: string;
      };
      const existing = body.transactionId
        ? [...events.values()].find((event) => event.transactionId === body.transactionId)
        : undefined;
      if (existing)
        return {
          status: 201,
          json: { ...existing, start: graphTime(existing.start), end: graphTime(existing.end) },
        };
      const event: FakeGraphEvent = {
        id: `AAMkAD${events.size}${Date.now().toString(36)}`,
        subject: body.subject ?? '',
        start: new Date(readGraphTime(body.start)).toISOString(),
        end: new Date(readGraphTime(body.end)).toISOString(),
        attendees: (body.attendees ?? []).map((attendee) => attendee.emailAddress.address),
        transactionId: body.transactionId ?? null,
        isCancelled: false,
      };
      events.set(event.id, event);
      return { status: 201, json: { ...event, start: graphTime(event.start), end: graphTime(event.end) } };
    }
    if (request.method === 'GET' && path === '/me/calendarView') {
      const min = Date.parse(request.query.get('startDateTime') ?? '');
      const max = Date.parse(request.query.get('endDateTime') ?? '');
      if (!Number.isFinite(min) || !Number.isFinite(max)) {
        return graphError(400, 'ErrorInvalidParameter', 'startDateTime and endDateTime are required.');
      }
      const value = [...events.values()]
        .filter((event) => Date.parse(event.start) < max && Date.parse(event.end) > min)
        .map((event) => ({
          id: event.id,
          subject: event.subject,
          transactionId: event.transactionId,
          isCancelled: event.isCancelled,
          start: graphTime(event.start),
          end: graphTime(event.end),
        }));
      return { status: 200, json: { value } };
    }
    const cancel = /^\/me\/events\/([^/]+)\/cancel$/.exec(path);
    if (request.method === 'POST' && cancel) {
      const event = events.get(decodeURIComponent(cancel[1]!));
      if (!event)
        return graphError(404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
      event.isCancelled = true;
      return { status: 202 };
    }
    return graphError(404, 'UnknownError', 'Not found');
  }

  const server = await startFakeServer(handle);
  return {
    url: server.url,
    graphUrl: `${server.url}/v1.0`,
    clientId: client.id,
    clientSecret: client.secret,
    mailbox,
    busy,
    events,
    requests,
    close: server.close,
  };
}
