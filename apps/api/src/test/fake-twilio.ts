/**
 * A local stand-in for Twilio's Programmable Messaging REST API, speaking its wire format: form-encoded
 * POST /2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth (201 + the message resource, or
 * Twilio's error JSON: 20003 bad credentials, 21211 invalid To, 21610 unsubscribed recipient), the message list
 * with To/From/DateSent> filters, and signed status callbacks and inbound messages (X-Twilio-Signature,
 * HMAC-SHA1 of the URL and the sorted parameters, keyed with the auth token).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { computeTwilioSignature } from '../adapters/sms/twilio-signature.js';

export type FakeTwilioMessage = {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  statusCallback?: string;
  dateCreated: Date;
};

export type FakeTwilio = {
  baseUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
  /** Every message accepted, in order. */
  messages: FakeTwilioMessage[];
  /** Every POST to Messages.json, accepted or not. */
  sendRequests: number;
  /** Numbers that replied STOP on Twilio's side: sends to them answer error 21610. */
  optedOut: Set<string>;
  /** Runs once a message is accepted, before the answer is written (the crash tests kill the worker here). */
  onAccepted?: (message: FakeTwilioMessage) => Promise<void> | void;
  /** Posts a signed status callback for a message, as Twilio does (returns the HTTP status). */
  sendStatusCallback: (
    message: FakeTwilioMessage,
    status: string,
    extra?: Record<string, string>,
  ) => Promise<number>;
  /**
   * Where webhooks really go when the app's PUBLIC_URL is not where it listens (the tests' in-process app):
   * the URL is still signed as given, as Twilio signs the URL configured for it.
   */
  deliverToOrigin?: string;
  /** Posts a signed inbound message to `url` (the app's /api/sms/inbound). */
  sendInbound: (options: {
    url: string;
    from: string;
    body: string;
    messageSid?: string;
  }) => Promise<Response>;
  close: () => Promise<void>;
};

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let data = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (data += chunk));
    request.on('end', () => resolve(data));
    request.on('error', reject);
  });
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

function twilioError(response: ServerResponse, status: number, code: number, message: string) {
  json(response, status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function resource(accountSid: string, message: FakeTwilioMessage) {
  return {
    sid: message.sid,
    account_sid: accountSid,
    to: message.to,
    from: message.from,
    body: message.body,
    status: message.status,
    num_segments: '1',
    direction: 'outbound-api',
    api_version: '2010-04-01',
    date_created: message.dateCreated.toUTCString(),
    date_updated: message.dateCreated.toUTCString(),
    date_sent: null,
    error_code: null,
    error_message: null,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${message.sid}.json`,
  };
}

/** Signs and posts a form as Twilio does. */
export async function postSignedForm(options: {
  url: string;
  authToken: string;
  params: Record<string, string>;
  deliverToOrigin?: string;
}) {
  const form = new URLSearchParams(options.params);
  const signature = computeTwilioSignature({ authToken: options.authToken, url: options.url, params: form });
  const target = options.deliverToOrigin
    ? options.url.replace(new URL(options.url).origin, options.deliverToOrigin)
    : options.url;
  return fetch(target, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: form.toString(),
  });
}

export async function startFakeTwilio(): Promise<FakeTwilio> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const from = '+15005550006';
  const state = {
    messages: [] as FakeTwilioMessage[],
    sendRequests: 0,
    optedOut: new Set<string>(),
    onAccepted: undefined as FakeTwilio['onAccepted'],
  };
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake-twilio');
      const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
      if (request.headers.authorization !== expected)
        return twilioError(response, 401, 20003, 'Authenticate');
      if (url.pathname !== messagesPath)
        return twilioError(response, 404, 20404, 'The requested resource was not found');
      if (request.method === 'GET') {
        const to = url.searchParams.get('To');
        const fromFilter = url.searchParams.get('From');
        const sentAfter = url.searchParams.get('DateSent>');
        const list = state.messages
          .filter((message) => (!to || message.to === to) && (!fromFilter || message.from === fromFilter))
          .filter((message) => !sentAfter || message.dateCreated.toISOString().slice(0, 10) >= sentAfter)
          .reverse();
        return json(response, 200, {
          messages: list.map((message) => resource(accountSid, message)),
          page: 0,
          page_size: 50,
          next_page_uri: null,
        });
      }
      if (request.method !== 'POST') return twilioError(response, 405, 20004, 'Method not allowed');
      state.sendRequests++;
      const form = new URLSearchParams(await readBody(request));
      const to = form.get('To') ?? '';
      if (!/^\+[1-9]\d{6,14}$/.test(to))
        return twilioError(response, 400, 21211, `The 'To' number ${to} is not a valid phone number.`);
      if (state.optedOut.has(to))
        return twilioError(response, 400, 21610, 'Attempt to send to unsubscribed recipient');
      const message: FakeTwilioMessage = {
        sid: `SM${randomBytes(16).toString('hex')}`,
        to,
        from: form.get('From') ?? form.get('MessagingServiceSid') ?? '',
        body: form.get('Body') ?? '',
        status: 'queued',
        statusCallback: form.get('StatusCallback') ?? undefined,
        dateCreated: new Date(),
      };
      state.messages.push(message);
      await state.onAccepted?.(message);
      json(response, 201, resource(accountSid, message));
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };

  const fake: FakeTwilio = {
    baseUrl: `http://127.0.0.1:${port}`,
    accountSid,
    authToken,
    from,
    get messages() {
      return state.messages;
    },
    get sendRequests() {
      return state.sendRequests;
    },
    optedOut: state.optedOut,
    get onAccepted() {
      return state.onAccepted;
    },
    set onAccepted(value) {
      state.onAccepted = value;
    },
    sendStatusCallback: async (message, status, extra = {}) => {
      if (!message.statusCallback) throw new Error('The message has no StatusCallback');
      const signedUrl = message.statusCallback;
      // Twilio signs the URL it was given; the test may deliver it to the in-process app's own origin.
      const target = fake.deliverToOrigin
        ? signedUrl.replace(new URL(signedUrl).origin, fake.deliverToOrigin)
        : signedUrl;
      const params = {
        AccountSid: accountSid,
        ApiVersion: '2010-04-01',
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...extra,
      };
      const form = new URLSearchParams(params);
      const signature = computeTwilioSignature({ authToken, url: signedUrl, params: form });
      const response = await fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
        body: form.toString(),
      });
      return response.status;
    },
    sendInbound: (inbound) =>
      postSignedForm({
        url: inbound.url,
        authToken,
        deliverToOrigin: fake.deliverToOrigin,
        params: {
          AccountSid: accountSid,
          ApiVersion: '2010-04-01',
          Body: inbound.body,
          From: inbound.from,
          MessageSid: inbound.messageSid ?? `SM${randomBytes(16).toString('hex')}`,
          NumMedia: '0',
          NumSegments: '1',
          SmsMessageSid: inbound.messageSid ?? `SM${randomBytes(16).toString('hex')}`,
          To: from,
        },
      }),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
