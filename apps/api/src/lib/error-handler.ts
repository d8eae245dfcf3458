import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, ERROR_STATUS, type AppErrorCode } from './app-error.js';
import { isDatabaseUnavailable } from './database-errors.js';
import type { AppEnv } from './app-env.js';

/**
 * The one place errors become HTTP: `{ error: { code, message, details? } }`, never a stack trace or SQL. `details`
 * is what the code that threw chose to show (a validation failure's field issues, a booking's fresh slots).
 */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const appError = toAppError(error);
  if (appError.status >= 500) {
    const log = c.get('log');
    log?.error(
      { err: summarizeError(error) },
      appError.code === 'SERVICE_UNAVAILABLE' ? 'database unavailable' : 'unhandled error',
    );
  }
  if (appError.retryAfterSeconds !== undefined) c.header('Retry-After', String(appError.retryAfterSeconds));
  const body =
    appError.details === undefined
      ? { code: appError.code, message: appError.message }
      : { code: appError.code, message: appError.message, details: appError.details };
  return c.json({ error: body }, appError.status as 400);
}

const MAX_LOGGED_MESSAGE = 500;
const MAX_LOGGED_STACK_LINES = 12;

type ErrorSummary = { type: string; message: string; code?: string; stack?: string; cause?: ErrorSummary };

/**
 * What the log keeps of an unexpected error: its type, code, message without the query's parameters (a failed
 * query's message lists them: visitors' text, sometimes a megabyte of it), the top of the stack, and the causes.
 * One line stays small however the error came about.
 */
export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!(error instanceof Error))
    return { type: typeof error, message: String(error).slice(0, MAX_LOGGED_MESSAGE) };
  const { code } = error as { code?: unknown };
  const message = error.message.split('\nparams:')[0] ?? '';
  const summary: ErrorSummary = {
    type: error.name,
    message: message.length > MAX_LOGGED_MESSAGE ? `${message.slice(0, MAX_LOGGED_MESSAGE)}…` : message,
    // The stack's first lines repeat the message (parameters included): keep only its frames.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .slice(0, MAX_LOGGED_STACK_LINES)
      .join('\n'),
  };
  if (typeof code === 'string' || typeof code === 'number') summary.code = String(code);
  if (error.cause !== undefined && depth < 3) summary.cause = summarizeError(error.cause, depth + 1);
  return summary;
}

function toAppError(error: Error): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      'SERVICE_UNAVAILABLE',
      'The service is temporarily unavailable. Please try again shortly.',
      {
        retryAfterSeconds: 2,
      },
    );
  }
  if (error instanceof HTTPException) {
    const status = error.status;
    if (status === 413) return new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
    if (status === 400) return new AppError('BAD_REQUEST', error.message || 'Bad request');
    if (status === 401) return new AppError('UNAUTHORIZED', 'Sign in required');
    if (status === 404) return new AppError('NOT_FOUND', 'Not found');
    // Any other client error a middleware raises keeps its status (403, 415, 429…) instead of becoming a 500.
    const code = (Object.keys(ERROR_STATUS) as AppErrorCode[]).find((key) => ERROR_STATUS[key] === status);
    if (code && status < 500) return new AppError(code, error.message || 'Request refused');
  }
  return new AppError('INTERNAL', 'Something went wrong on our side. Please try again.');
}
