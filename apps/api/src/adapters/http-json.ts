/**
 * JSON over HTTP for the provider adapters (the calendars, Google Business Profile): one request with a timeout and
 * an optional bearer token, the answer's body read as a JSON object (an empty object when it is not JSON), and the
 * `{ error: { message, status } }` shape Google and Microsoft Graph answer failures with. Each adapter turns a
 * failure into its own error type: `unreachable` when no answer came (network, timeout), its own check of `ok`.
 */
export type JsonAnswer = { status: number; ok: boolean; json: Record<string, unknown> };

export async function fetchJson(options: {
  url: string;
  method?: string;
  accessToken?: string;
  body?: unknown;
  timeoutMs: number;
  /** The error to throw when the provider did not answer at all. */
  unreachable: (cause: unknown) => Error;
}): Promise<JsonAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json; charset=utf-8';
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (error) {
    throw options.unreachable(error);
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  return { status: response.status, ok: response.ok, json };
}

/** The provider's own account of a failure: Google's `error.message`/`error.status`, Graph's `error.message`. */
export function providerErrorOf(json: Record<string, unknown>): {
  message: string | undefined;
  status: string | undefined;
} {
  const error = (json.error ?? {}) as { message?: unknown; status?: unknown };
  return {
    message: typeof error.message === 'string' ? error.message : undefined,
    status: typeof error.status === 'string' ? error.status : undefined,
  };
}
