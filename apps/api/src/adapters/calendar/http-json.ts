/** JSON over HTTP for the calendar providers: a timeout, and failures as CalendarProviderError with the status. */
import { fetchJson, providerErrorOf } from '../http-json.js';
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
  const { status, ok, json } = await fetchJson({
    ...options,
    timeoutMs: REQUEST_TIMEOUT_MS,
    unreachable: (cause) =>
      new CalendarProviderError(`${options.what}: the calendar provider could not be reached`, { cause }),
  });
  if (!ok && !(options.accept ?? []).includes(status)) {
    const { message } = providerErrorOf(json);
    const detail = message ? `: ${message.slice(0, 120)}` : '';
    throw new CalendarProviderError(`${options.what} failed (${status})${detail}`, { status });
  }
  return { status, json };
}
