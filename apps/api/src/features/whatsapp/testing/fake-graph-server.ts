/**
 * A local stand-in for Meta's Graph API (WhatsApp Cloud API), speaking its wire format:
 *
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer <token>` and a text message body
 *   answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid.…" }] }`; a wrong token
 *   answers 401 with Graph error 190; a recipient whose 24-hour window is closed answers 400 with error 131047; a
 *   second message to the same recipient sooner than `pairSpacingMs` answers 400 with error 131056.
 * - `GET /{version}/{phone-number-id}?fields=…` answers the phone number node (`id`, `display_phone_number`,
 *   `verified_name`, `quality_rating`…, the requested fields only when `fields` is given) and
 *   `GET /{version}/{waba-id}/phone_numbers` the business account's numbers as `{ data: [...], paging: { cursors } }`
 *   (`limit` and `after` honoured, `next` while more remain). A number is readable only with one of its tokens; an
 *   unknown id, or a known one with another business's token, answers 400 GraphMethodException 100/33 ("does not
 *   exist, cannot be loaded due to missing permissions…"), as Meta does for both; a token the fake doesn't know
 *   answers 401 with error 190. `setLookupOutage(true)` makes these GETs answer 503 (Meta unreachable).
 * - Webhooks to the app, signed like Meta's (`X-Hub-Signature-256: sha256=HMAC(app secret, raw body)`): a customer's
 *   message (`sendCustomerMessage`), and the sent/delivered/read statuses of accepted messages (automatically
 *   when `autoStatuses` is on, echoing `biz_opaque_callback_data` like Meta).
 *
 * Used by the API tests and the e2e journey.
 */
import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeGraphSend = {
  phoneNumberId: string;
  authorization: string | undefined;
  to: string;
  body: string;
  callbackData: string | undefined;
  wamid: string | null;
  errorCode: number | null;
  at: number;
};

/** A WhatsApp Business number the fake knows, and the tokens that may read it and send from it. */
export type FakeGraphPhoneNumber = {
  id: string;
  businessAccountId: string;
  /** As Meta shows it, e.g. `+1 555-078-3881`. */
  displayPhoneNumber: string;
  verifiedName: string;
  /** Tokens of the business's system users; default: the fake's `accessToken`. */
  accessTokens?: string[];
};

export type FakeGraphOptions = {
  port?: number;
  /** The token that may send from any number (and read the numbers registered without tokens of their own). */
  accessToken: string;
  /** The numbers `GET /{phone-number-id}` and `GET /{waba-id}/phone_numbers` know. */
  phoneNumbers?: FakeGraphPhoneNumber[];
  appSecret: string;
  /** The app's webhook (`{app}/api/whatsapp/webhook`); required for statuses and customer messages. */
  webhookUrl?: string;
  /** Meta's pair rate limit: a second message to one recipient sooner than this is refused (131056). */
  pairSpacingMs?: number;
  /** Post sent, delivered and read statuses for every accepted message. */
  autoStatuses?: boolean;
  businessAccountId?: string;
  displayPhoneNumber?: string;
};

export type FakeGraphServer = {
  baseUrl: string;
  sends: FakeGraphSend[];
  /** Recipients whose customer-service window is closed (sends to them answer 131047). */
  closedWindows: Set<string>;
  /** The numbers the lookups know, by phone number id (tests add and remove numbers). */
  phoneNumbers: Map<string, FakeGraphPhoneNumber>;
  /** The number lookups (GET) received, with their bearer token. */
  lookups: { path: string; authorization: string | undefined }[];
  /** While on, the number lookups answer 503 as when Meta is down. */
  setLookupOutage: (isDown: boolean) => void;
  /** Posts a customer's text message to the app, signed; resolves with the app's HTTP status. */
  sendCustomerMessage: (message: {
    phoneNumberId: string;
    from: string;
    text?: string;
    profileName?: string;
    id?: string;
    /** Replaces the text message (image, interactive, location…). */
    raw?: Record<string, unknown>;
  }) => Promise<{ status: number; id: string }>;
  /** Posts a status webhook for a message (sent, delivered, read, failed). */
  sendStatus: (status: {
    phoneNumberId: string;
    wamid: string;
    recipient: string;
    status: 'sent' | 'delivered' | 'read' | 'failed';
    callbackData?: string;
    errorCode?: number;
  }) => Promise<number>;
  /** Signs a body like Meta. */
  sign: (rawBody: string | Buffer) => string;
  close: () => Promise<void>;
};

function graphError(code: number, message: string, details?: string) {
  return {
    error: {
      message: `(#${code}) ${message}`,
      type: 'OAuthException',
      code,
      ...(details ? { error_data: { messaging_product: 'whatsapp', details } } : {}),
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  };
}

export async function startFakeGraphServer(options: FakeGraphOptions): Promise<FakeGraphServer> {
  const sends: FakeGraphSend[] = [];
  const closedWindows = new Set<string>();
  const lastSendTo = new Map<string, number>();
  const businessAccountId = options.businessAccountId ?? '102290129340398';
  const displayPhoneNumber = options.displayPhoneNumber ?? '15550783881';
  const pending = new Set<Promise<unknown>>();
  const phoneNumbers = new Map((options.phoneNumbers ?? []).map((number) => [number.id, number]));
  const lookups: FakeGraphServer['lookups'] = [];
  let isLookupDown = false;
  const tokensOf = (number: FakeGraphPhoneNumber) => number.accessTokens ?? [options.accessToken];
  const isKnownToken = (token: string) =>
    token === options.accessToken || [...phoneNumbers.values()].some((n) => tokensOf(n).includes(token));

  const sign = (rawBody: string | Buffer) =>
    `sha256=${createHmac('sha256', options.appSecret).update(rawBody).digest('hex')}`;

  const postWebhook = async (payload: unknown): Promise<number> => {
    if (!options.webhookUrl) throw new Error('the fake Graph server has no webhookUrl');
    const raw = JSON.stringify(payload);
    const response = await fetch(options.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(raw) },
      body: raw,
    });
    await response.arrayBuffer();
    return response.status;
  };

  const envelope = (phoneNumberId: string, value: Record<string, unknown>) => ({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: businessAccountId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: displayPhoneNumber, phone_number_id: phoneNumberId },
              ...value,
            },
            field: 'messages',
          },
        ],
      },
    ],
  });

  const sendStatus: FakeGraphServer['sendStatus'] = (status) =>
    postWebhook(
      envelope(status.phoneNumberId, {
        statuses: [
          {
            id: status.wamid,
            status: status.status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: status.recipient,
            ...(status.callbackData ? { biz_opaque_callback_data: status.callbackData } : {}),
            ...(status.status === 'failed'
              ? {
                  errors: [
                    {
                      code: status.errorCode ?? 131026,
                      title: status.errorCode === 131047 ? 'Re-engagement message' : 'Message undeliverable',
                      message: 'Message failed to send',
                      error_data: { details: 'Message failed to send' },
                    },
                  ],
                }
              : {
                  conversation: {
                    id: randomBytes(16).toString('hex'),
                    origin: { type: 'service' },
                  },
                  pricing: { billable: true, pricing_model: 'PMP', category: 'service' },
                }),
          },
        ],
      }),
    );

  const DEFAULT_FIELDS = [
    'verified_name',
    'code_verification_status',
    'display_phone_number',
    'quality_rating',
  ];
  const phoneNumberNode = (number: FakeGraphPhoneNumber, fields: string[] | undefined) => {
    const full: Record<string, unknown> = {
      verified_name: number.verifiedName,
      code_verification_status: 'VERIFIED',
      display_phone_number: number.displayPhoneNumber,
      quality_rating: 'GREEN',
      platform_type: 'CLOUD_API',
      throughput: { level: 'STANDARD' },
      id: number.id,
    };
    const wanted = fields ?? DEFAULT_FIELDS;
    return Object.fromEntries(Object.entries(full).filter(([key]) => key === 'id' || wanted.includes(key)));
  };
  const noSuchObject = (id: string) => ({
    error: {
      message: `Unsupported get request. Object with ID '${id}' does not exist, cannot be loaded due to missing permissions, or does not support this operation. Please read the Graph API documentation at https://developers.facebook.com/docs/graph-api`,
      type: 'GraphMethodException',
      code: 100,
      error_subcode: 33,
      fbtrace_id: randomBytes(8).toString('base64url'),
    },
  });

  const answerLookup = (
    rawUrl: string,
    authorization: string | undefined,
    reply: (status: number, body: unknown) => void,
  ) => {
    lookups.push({ path: rawUrl, authorization });
    const url = new URL(rawUrl, 'http://graph.local');
    const match = /^\/v\d+\.\d+\/(\d+)(\/phone_numbers)?$/.exec(url.pathname);
    if (!match) {
      reply(400, graphError(100, 'Unsupported request', 'Unknown path or method'));
      return;
    }
    if (isLookupDown) {
      reply(503, graphError(2, 'Service temporarily unavailable'));
      return;
    }
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!isKnownToken(token)) {
      reply(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
      return;
    }
    const id = match[1]!;
    const fields = url.searchParams
      .get('fields')
      ?.split(',')
      .map((field) => field.trim());
    if (!match[2]) {
      const number = phoneNumbers.get(id);
      if (!number || !tokensOf(number).includes(token)) {
        reply(400, noSuchObject(id));
        return;
      }
      reply(200, phoneNumberNode(number, fields));
      return;
    }
    // A business account is readable with a token of one of its numbers.
    const inAccount = [...phoneNumbers.values()].filter((number) => number.businessAccountId === id);
    if (!inAccount.some((number) => tokensOf(number).includes(token))) {
      reply(400, noSuchObject(id));
      return;
    }
    const limit = Math.min(Math.max(Number(url.searchParams.get('limit') ?? 25) || 25, 1), 100);
    const cursor = (index: number) => Buffer.from(`fake:${index}`).toString('base64url');
    const afterParam = url.searchParams.get('after');
    const start = afterParam ? Number(Buffer.from(afterParam, 'base64url').toString().slice(5)) + 1 : 0;
    const page = inAccount.slice(start, start + limit);
    const more = start + limit < inAccount.length;
    reply(200, {
      data: page.map((number) => phoneNumberNode(number, fields)),
      ...(page.length > 0
        ? {
            paging: {
              cursors: { before: cursor(start), after: cursor(start + page.length - 1) },
              ...(more
                ? {
                    next: `http://graph.local${url.pathname}?limit=${limit}&after=${cursor(start + page.length - 1)}`,
                  }
                : {}),
            },
          }
        : {}),
    });
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (part: Buffer) => chunks.push(part));
    req.on('end', () => {
      const reply = (status: number, body: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (req.method === 'GET') {
        answerLookup(req.url ?? '', req.headers.authorization, reply);
        return;
      }
      const match = /^\/v\d+\.\d+\/(\d+)\/messages$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match) {
        reply(400, graphError(100, 'Unsupported request', 'Unknown path or method'));
        return;
      }
      const phoneNumberId = match[1]!;
      const authorization = req.headers.authorization;
      let body: {
        messaging_product?: string;
        to?: string;
        type?: string;
        text?: { body?: string };
        biz_opaque_callback_data?: string;
      };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        reply(400, graphError(100, 'Invalid parameter', 'The request body is not JSON'));
        return;
      }
      const record: FakeGraphSend = {
        phoneNumberId,
        authorization,
        to: body.to ?? '',
        body: body.text?.body ?? '',
        callbackData: body.biz_opaque_callback_data,
        wamid: null,
        errorCode: null,
        at: Date.now(),
      };
      sends.push(record);
      const sender = phoneNumbers.get(phoneNumberId);
      const maySend =
        authorization === `Bearer ${options.accessToken}` ||
        (sender !== undefined && tokensOf(sender).some((token) => authorization === `Bearer ${token}`));
      if (!maySend) {
        record.errorCode = 190;
        reply(401, graphError(190, 'Invalid OAuth access token - Cannot parse access token'));
        return;
      }
      if (body.messaging_product !== 'whatsapp' || body.type !== 'text' || !body.to || !body.text?.body) {
        record.errorCode = 100;
        reply(400, graphError(100, 'Invalid parameter'));
        return;
      }
      if (closedWindows.has(body.to)) {
        record.errorCode = 131047;
        reply(
          400,
          graphError(
            131047,
            'Re-engagement message',
            'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
          ),
        );
        return;
      }
      const pairKey = `${phoneNumberId}:${body.to}`;
      const previous = lastSendTo.get(pairKey);
      // Read at each request: tests change it while the fake runs.
      if (previous !== undefined && Date.now() - previous < (options.pairSpacingMs ?? 6000)) {
        record.errorCode = 131056;
        reply(400, graphError(131056, '(Business Account, Consumer Account) pair rate limit hit'));
        return;
      }
      lastSendTo.set(pairKey, Date.now());
      const wamid = `wamid.${Buffer.from(`${body.to}:${randomBytes(12).toString('hex')}`).toString('base64')}`;
      record.wamid = wamid;
      reply(200, {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid }],
      });
      if (options.autoStatuses && options.webhookUrl) {
        const to = body.to;
        const callbackData = body.biz_opaque_callback_data;
        const statuses = (async () => {
          for (const status of ['sent', 'delivered', 'read'] as const) {
            await sendStatus({ phoneNumberId, wamid, recipient: to, status, callbackData });
          }
        })().catch(() => undefined);
        pending.add(statuses);
        void statuses.finally(() => pending.delete(statuses));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    sends,
    closedWindows,
    phoneNumbers,
    lookups,
    setLookupOutage: (isDown) => {
      isLookupDown = isDown;
    },
    sign,
    sendStatus,
    sendCustomerMessage: async (message) => {
      const id = message.id ?? `wamid.${randomBytes(16).toString('base64url')}`;
      const status = await postWebhook(
        envelope(message.phoneNumberId, {
          contacts: [{ profile: { name: message.profileName ?? 'Customer' }, wa_id: message.from }],
          messages: [
            {
              from: message.from,
              id,
              timestamp: String(Math.floor(Date.now() / 1000)),
              ...(message.raw ?? { text: { body: message.text ?? '' }, type: 'text' }),
            },
          ],
        }),
      );
      return { status, id };
    },
    close: async () => {
      await Promise.all([...pending]);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
