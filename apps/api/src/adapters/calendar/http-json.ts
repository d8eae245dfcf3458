/** JSON over HTTP for the calendar providers: a timeout, and failures as CalendarProviderError with the status. */
import { CalendarProviderError } from './calendar.types.js';

const REQUEST_TIMEOUT_MS = 10_000;

export type JsonResponse = { status: number; json: Record<string, unknown> };

export async function requestJson(options: {
  url: string;
  method?: string;
  accessToken?: string;
  body?: unknown;
  /** Statuses answered normally instead of thrown (e.g. 409 for a reused event id, 404/410 on delete). */
  accept?: number[];
  what: string;
}): Promise<JsonResponse> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.accessToken) headers.authorization = `Bearer ${options.accessToken}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CalendarProviderError(`${options.what}: the calendar provider could not be reached`, {
      cause: error,
    });
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = {};
  }
  if (!response.ok && !(options.accept ?? []).includes(response.status)) {
    const error = json.error as { message?: unknown } | undefined;
    const detail = typeof error?.message === 'string' ? `: ${error.message.slice(0, 120)}` : '';
    throw new CalendarProviderError(`${options.what} failed (${response.status})${detail}`, {
      status: response.status,
    });
  }
  return { status: response.status, json };
}
