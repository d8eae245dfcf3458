import type { z } from 'zod';

/** Statuses worth retrying automatically (the spec: 502, 503 and 504 are retryable). */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/**
 * A failed API call: the HTTP status, a machine code, a message fit to show the user, and the body's
 * `error.details` when the server sent any (a validation failure's field issues: see lib/field-errors.ts).
 */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** True for gateway/unavailable answers and for requests that never reached the server (status 0). */
  get isRetryable(): boolean {
    return this.status === 0 || RETRYABLE_STATUSES.has(this.status);
  }
}

export type ApiFetchOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. FormData and Blob bodies are sent as they are. */
  body?: unknown;
  /** When given, the response is parsed with it (a mismatch is an error, not silently wrong data). */
  schema?: z.ZodType<T>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

function readString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The message to show for an error body. Our API answers `{ error: { code, message, details? } }`;
 * better-auth answers `{ message, code }`; the spec reads the first present of
 * msg, message, error_description, error.
 */
export function extractErrorMessage(body: unknown): string | undefined {
  // A short plain-text body is a message; an HTML error page from a proxy is not.
  if (typeof body === 'string')
    return body.length <= 200 && !body.trimStart().startsWith('<') ? readString(body) : undefined;
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (typeof nested === 'object' && nested !== null) {
    const fromNested = readString((nested as Record<string, unknown>).message);
    if (fromNested) return fromNested;
  }
  return (
    readString(record.msg) ??
    readString(record.message) ??
    readString(record.error_description) ??
    readString(record.error)
  );
}

function extractErrorCode(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const record = body as Record<string, unknown>;
  const nested = record.error;
  if (typeof nested === 'object' && nested !== null) {
    const code = readString((nested as Record<string, unknown>).code);
    if (code) return code;
  }
  return readString(record.code);
}

/** Our API's `{ error: { details } }` (undefined for other bodies). */
function extractErrorDetails(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return undefined;
  const nested = (body as Record<string, unknown>).error;
  return typeof nested === 'object' && nested !== null
    ? (nested as Record<string, unknown>).details
    : undefined;
}

function fallbackMessage(status: number): string {
  if (status === 401) return 'Please sign in to continue.';
  if (status === 403) return 'You do not have permission to do that.';
  if (status === 404) return 'Not found.';
  if (status === 413) return 'The request is too large.';
  if (status === 429) return 'Too many attempts. Please wait a moment and try again.';
  if (status >= 500) return 'The service is temporarily unavailable. Please try again shortly.';
  return 'The request failed. Please try again.';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

/**
 * Calls the same-origin API with the session cookie. Resolves with the parsed JSON body
 * (validated by `schema` when given); rejects with an ApiRequestError otherwise.
 */
export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let requestBody: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      headers['Content-Type'] = 'application/json';
      requestBody = JSON.stringify(body);
    }
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: requestBody, credentials: 'same-origin', signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(
      0,
      'NETWORK_ERROR',
      'Could not reach the server. Check your connection and try again.',
    );
  }

  const data = await readBody(response);
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      extractErrorCode(data) ?? `HTTP_${response.status}`,
      extractErrorMessage(data) ?? fallbackMessage(response.status),
      extractErrorDetails(data),
    );
  }
  if (!schema) return data as T;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new ApiRequestError(response.status, 'INVALID_RESPONSE', 'The server sent an unexpected response.');
  }
  return parsed.data;
}

/** A message fit for a toast, whatever was thrown. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
