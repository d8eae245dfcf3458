/**
 * The WhatsApp Cloud API's send endpoint on Meta's Graph API: `POST {base}/{version}/{phone-number-id}/messages`
 * with a bearer token. The base URL is WHATSAPP_GRAPH_BASE_URL, so tests and e2e run the same code against a local
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
