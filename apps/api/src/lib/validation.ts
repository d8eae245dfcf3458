import type { Context } from 'hono';
import type { z } from 'zod';
import { AppError } from './app-error.js';

/** Turns zod issues into one readable sentence for the `message` field. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** Parses a value with a schema, or throws the 400 every endpoint answers for bad input. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw new AppError('VALIDATION_FAILED', describeIssues(result.error), { details: result.error.issues });
  }
  return result.data;
}

/** Reads and validates a JSON body. Malformed JSON is a 400, never a 500. */
export async function parseJsonBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header('content-type') ?? '';
  if (!contentType.toLowerCase().includes('application/json')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the body as application/json');
  }
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('INVALID_JSON', 'The request body is not valid JSON');
  }
  return parseWith(schema, raw);
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
