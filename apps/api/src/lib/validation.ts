import { isSafeText, UNSAFE_TEXT_MESSAGE, type ValidationErrorDetails } from '@leadchat/contract';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Turns zod issues into one readable sentence for the `message` field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** At most this many field issues go back to the client (a form shows one message a field). */
const MAX_DETAIL_ISSUES = 20;

/** The `details` of a 400 VALIDATION_FAILED: each issue's field path and message, so a form can mark the field. */
export function validationDetails(error: z.ZodError, prefix: string[] = []): ValidationErrorDetails {
  return {
    issues: error.issues.slice(0, MAX_DETAIL_ISSUES).map((issue) => ({
      path: [...prefix, ...issue.path.map((key) => (typeof key === 'number' ? key : String(key)))],
      message: issue.message,
    })),
  };
}

/**
 * A 400 VALIDATION_FAILED for a zod failure: the readable sentence and the field issues (under `prefix` when the
 * parsed value sits inside the request body, as a website's merged appearance does).
 */
export function validationError(error: z.ZodError, prefix: string[] = []): AppError {
  return new AppError('VALIDATION_FAILED', describeIssues(error), {
    details: validationDetails(error, prefix),
  });
}

/**
 * Where the first string (or object key) that is not safe text sits in a parsed value (`visitorData.name`, `tags.2`),
 * `''` for the value itself, or null when every string is safe (see packages/contract/src/text.ts).
 */
export function findUnsafeText(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return isSafeText(value) ? null : '';
  if (typeof value !== 'object' || value === null || depth > 64) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const inner = findUnsafeText(value[index], depth + 1);
      if (inner !== null) return joinPath(String(index), inner);
    }
    return null;
  }
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isSafeText(key)) return key.replace(/[^\x20-\x7e]/g, '?');
    const found = findUnsafeText(inner, depth + 1);
    if (found !== null) return joinPath(key, found);
  }
  return null;
}

function joinPath(head: string, tail: string): string {
  return tail ? `${head}.${tail}` : head;
}

function unsafeTextError(path: string): AppError {
  const details: ValidationErrorDetails = {
    issues: [
      { path: path ? path.split('.') : [], message: `Must ${UNSAFE_TEXT_MESSAGE.replace(/^must /, '')}` },
    ],
  };
  return new AppError('VALIDATION_FAILED', `${path || 'Text'}: text ${UNSAFE_TEXT_MESSAGE}`, { details });
}

/**
 * Parses a value with a schema, or throws the 400 every endpoint answers for bad input. The contract's text
 * fields already refuse control characters; the check of the result also covers any field declared without them.
 */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw validationError(result.error);
  }
  const unsafe = findUnsafeText(result.data);
  if (unsafe !== null) throw unsafeTextError(unsafe);
  return result.data;
}

/** A percent-encoded C0 control other than tab (%09), LF (%0A) and CR (%0D). */
const ENCODED_CONTROL = /%(?:0[0-8BCEF]|1[0-9A-F])/i;
const AUTH_PREFIX = '/api/auth/';

/**
 * The edge guard for input our schemas never see: a control character anywhere in an API address (path or
 * query string, which some routes and better-auth read directly) and the JSON bodies sent to better-auth
 * (/api/auth/*). Answers 400 before anything reaches the database.
 */
export const refuseUnsafeInput: MiddlewareHandler = async (c, next) => {
  const url = c.req.url;
  if (url.includes('%') && ENCODED_CONTROL.test(url)) {
    throw new AppError('BAD_REQUEST', `The address ${UNSAFE_TEXT_MESSAGE}`);
  }
  if (c.req.method === 'POST' && c.req.path.startsWith(AUTH_PREFIX)) {
    // Hono keeps the text, so the auth route reads the same body again without a second read of the stream.
    const text = await c.req.text();
    // Raw control characters are not valid JSON (better-auth refuses them); escaped ones and surrogates come as \u.
    if (text.includes('\\u')) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      const unsafe = findUnsafeText(parsed);
      if (unsafe !== null) throw unsafeTextError(unsafe);
    }
  }
  return next();
};

/** Reads a JSON body without validating it. Malformed JSON is a 400, another content type a 415, never a 500. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  try {
    return (await c.req.json()) as unknown;
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
}

/** Reads and validates a JSON body. Malformed JSON is a 400, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  return parseWith(schema, await readJsonBody(c));
}

/** Validates the query string (single values) with a schema. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseWith(schema, c.req.query());
}

/** Validates route params with a schema; a malformed id is reported as not found, like any unknown id. */
export function parseParams<S extends z.ZodType>(c: Context, schema: S, what = 'Resource'): z.infer<S> {
  const result = schema.safeParse(c.req.param());
  if (!result.success) throw new AppError('NOT_FOUND', `${what} not found`);
  return result.data;
}
