/**
 * The WhatsApp Cloud API on Meta's Graph API, with a bearer token: sending (`POST {base}/{version}/{phone-number-id}/
 * messages`) and checking a number before it is connected (`GET /{phone-number-id}`, `GET /{waba-id}/phone_numbers`). The base URL is WHATSAPP_GRAPH_BASE_URL, so tests and e2e run the same code against a local
 * fake that speaks the same wire format.
 */

export const GRAPH_API_VERSION = 'v23.0';
const SEND_TIMEOUT_MS = 10_000;

/** Graph error codes we act on (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes). */
export const GRAPH_ERRORS = {
  /** Re-engagement message: more than 24 hours since the customer last wrote; only a template may be sent. */
  outsideServiceWindow: 131047,
  /** Pair rate limit: too many messages to the same customer in a short time. */
  pairRateLimit: 131056,
  /** Cloud API throughput reached for the number. */
  throughputLimit: 130429,
  /** Application-level rate limit. */
  appRateLimit: 4,
  /** Spam rate limit. */
  spamRateLimit: 131048,
  /** The access token is invalid or expired. */
  accessTokenInvalid: 190,
} as const;

export type GraphSendResult =
  | { ok: true; wamid: string }
  | {
      ok: false;
      /** Graph's error code, or 0 when the request never got an answer (network, timeout, not JSON). */
      code: number;
      httpStatus: number;
      message: string;
      /** Worth trying again later (rate limits, Meta's 5xx, the network); false: it will never be accepted. */
      isRetryable: boolean;
    };

type GraphErrorBody = { error?: { code?: unknown; message?: unknown; error_data?: { details?: unknown } } };
type GraphSendBody = { messages?: Array<{ id?: unknown }> };

const RETRYABLE_CODES = new Set<number>([
  GRAPH_ERRORS.pairRateLimit,
  GRAPH_ERRORS.throughputLimit,
  GRAPH_ERRORS.appRateLimit,
  GRAPH_ERRORS.spamRateLimit,
  1, // unknown error
  2, // service temporarily unavailable
  131000, // something went wrong
  131016, // service unavailable
]);

/** Sends one free-form text message. Never throws: every failure comes back as `{ ok: false }`. */
export async function sendWhatsAppText(options: {
  baseUrl: string;
  accessToken: string;
  phoneNumberId: string;
  to: string;
  body: string;
  /** Echoed back by Meta in this message's status webhooks (how an interrupted send is recognised). */
  callbackData?: string;
  fetchImpl?: typeof fetch;
}): Promise<GraphSendResult> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}/${encodeURIComponent(options.phoneNumberId)}/messages`;
  let response: Response;
  try {
    response = await (options.fetchImpl ?? fetch)(url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${options.accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: options.to,
        type: 'text',
        text: { preview_url: false, body: options.body },
        ...(options.callbackData ? { biz_opaque_callback_data: options.callbackData } : {}),
      }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    return {
      ok: false,
      code: 0,
      httpStatus: 0,
      message: `The Graph API did not answer (${error instanceof Error ? error.message : 'network error'})`,
      isRetryable: true,
    };
  }
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  if (response.ok) {
    const id = (parsed as GraphSendBody | undefined)?.messages?.[0]?.id;
    if (typeof id === 'string' && id.length > 0 && id.length <= 300) return { ok: true, wamid: id };
    return {
      ok: false,
      code: 0,
      httpStatus: response.status,
      message: 'The Graph API accepted the message without a message id',
      isRetryable: false,
    };
  }
  const error = (parsed as GraphErrorBody | undefined)?.error;
  const code = typeof error?.code === 'number' ? error.code : 0;
  const details = typeof error?.error_data?.details === 'string' ? error.error_data.details : undefined;
  const message = details ?? (typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`);
  return {
    ok: false,
    code,
    httpStatus: response.status,
    message: message.slice(0, 500),
    isRetryable: response.status >= 500 || response.status === 429 || RETRYABLE_CODES.has(code),
  };
}

/** What Meta says about a phone number id, asked with the token that will send for it. */
export type GraphNumberCheck =
  | { ok: true; displayPhoneNumber: string; verifiedName: string | null }
  | {
      ok: false;
      /**
       * `token`: Meta refused the token itself (190); `number`: the token cannot read that phone number id (it
       * does not exist, or belongs to a business the token has no access to: Meta answers both alike);
       * `business_account`: the number is not one of the business account's numbers; `unavailable`: no usable
       * answer (network, timeout, Meta's 5xx or rate limits).
       */
      reason: 'token' | 'number' | 'business_account' | 'unavailable';
      code: number;
      httpStatus: number;
    };

type GraphGet = { status: number; body: unknown } | { status: 0; error: string };

/** Graph codes meaning "try again later", not "no". */
const TEMPORARY_CODES = new Set<number>([1, 2, 4, 17, 32, 341, 613, 80007, 130429, 131000, 131016]);
const LOOKUP_TIMEOUT_MS = 8000;
/** Pages of the business account's numbers read at most (100 a page; Meta allows far fewer numbers per account). */
const MAX_NUMBER_PAGES = 5;

async function graphGet(options: {
  url: string;
  accessToken: string;
  fetchImpl?: typeof fetch;
}): Promise<GraphGet> {
  try {
    const response = await (options.fetchImpl ?? fetch)(options.url, {
      headers: { authorization: `Bearer ${options.accessToken}` },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    return { status: response.status, body };
  } catch (error) {
    return { status: 0, error: error instanceof Error ? error.message : 'network error' };
  }
}

function refusal(
  answer: GraphGet,
  otherwise: 'number' | 'business_account',
): Extract<GraphNumberCheck, { ok: false }> {
  if (!('body' in answer)) return { ok: false, reason: 'unavailable', code: 0, httpStatus: 0 };
  const code = (answer.body as GraphErrorBody | undefined)?.error?.code;
  const numeric = typeof code === 'number' ? code : 0;
  if (answer.status >= 500 || answer.status === 429 || TEMPORARY_CODES.has(numeric) || numeric === 0) {
    return { ok: false, reason: 'unavailable', code: numeric, httpStatus: answer.status };
  }
  if (numeric === GRAPH_ERRORS.accessTokenInvalid || answer.status === 401) {
    return { ok: false, reason: 'token', code: numeric, httpStatus: answer.status };
  }
  return { ok: false, reason: otherwise, code: numeric, httpStatus: answer.status };
}

type PhoneNumberNode = { id?: unknown; display_phone_number?: unknown; verified_name?: unknown };

/**
 * Asks Meta, with `accessToken`, for the phone number (`GET /{phone-number-id}?fields=…`) and whether it is one of
 * the business account's numbers (`GET /{waba-id}/phone_numbers`, following the `after` cursor). Never throws.
 */
export async function checkWhatsAppNumber(options: {
  baseUrl: string;
  accessToken: string;
  phoneNumberId: string;
  businessAccountId: string;
  fetchImpl?: typeof fetch;
}): Promise<GraphNumberCheck> {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/${GRAPH_API_VERSION}`;
  const fields = 'id,display_phone_number,verified_name';
  const number = await graphGet({
    ...options,
    url: `${base}/${encodeURIComponent(options.phoneNumberId)}?fields=${fields}`,
  });
  if (!('body' in number) || number.status !== 200) return refusal(number, 'number');
  const node = number.body as PhoneNumberNode | undefined;
  const display = node?.display_phone_number;
  if (node?.id !== options.phoneNumberId || typeof display !== 'string' || !/\d/.test(display)) {
    return { ok: false, reason: 'unavailable', code: 0, httpStatus: 200 };
  }

  let after: string | undefined;
  for (let page = 0; page < MAX_NUMBER_PAGES; page += 1) {
    const listed = await graphGet({
      ...options,
      url: `${base}/${encodeURIComponent(options.businessAccountId)}/phone_numbers?fields=${fields}&limit=100${
        after ? `&after=${encodeURIComponent(after)}` : ''
      }`,
    });
    if (!('body' in listed) || listed.status !== 200) return refusal(listed, 'business_account');
    const body = listed.body as
      { data?: PhoneNumberNode[]; paging?: { cursors?: { after?: unknown }; next?: unknown } } | undefined;
    if (!Array.isArray(body?.data)) return { ok: false, reason: 'unavailable', code: 0, httpStatus: 200 };
    if (body.data.some((entry) => entry?.id === options.phoneNumberId)) {
      return {
        ok: true,
        displayPhoneNumber: display.trim().slice(0, 40),
        verifiedName:
          typeof node.verified_name === 'string' ? node.verified_name.trim().slice(0, 200) || null : null,
      };
    }
    const cursor = body.paging?.cursors?.after;
    if (typeof body.paging?.next !== 'string' || typeof cursor !== 'string') break;
    after = cursor;
  }
  return { ok: false, reason: 'business_account', code: 0, httpStatus: 200 };
}
