import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env.js';
import { AppError } from './app-error.js';
import { handleError, summarizeError } from './error-handler.js';

/** A bare app whose one route throws `error`, with the real error handler. */
async function respondTo(error: Error): Promise<Response> {
  const app = new Hono<AppEnv>();
  app.get('/boom', () => {
    throw error;
  });
  app.onError(handleError);
  return app.request('/boom');
}

describe('error handler', () => {
  it('maps an AppError to its status and the error shape', async () => {
    const response = await respondTo(new AppError('RATE_LIMITED', 'Slow down', { retryAfterSeconds: 30 }));
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({ error: { code: 'RATE_LIMITED', message: 'Slow down' } });
  });

  it('passes the details an AppError carries, and adds none to one without', async () => {
    const details = { issues: [{ path: ['domain'], message: 'Enter a domain' }] };
    const response = await respondTo(
      new AppError('VALIDATION_FAILED', 'domain: Enter a domain', { details }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'domain: Enter a domain', details },
    });
  });

  it('answers 503 with Retry-After when the database is unreachable', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = new Error('Failed query: select 1', { cause: refused });
    const response = await respondTo(wrapped);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');
  });

  it('keeps the status of client errors raised by middleware', async () => {
    for (const [status, code] of [
      [403, 'FORBIDDEN'],
      [415, 'UNSUPPORTED_MEDIA_TYPE'],
      [429, 'RATE_LIMITED'],
      [413, 'PAYLOAD_TOO_LARGE'],
    ] as const) {
      const response = await respondTo(new HTTPException(status, { message: 'refused' }));
      expect(response.status).toBe(status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it('never leaks the message, stack or SQL of an unexpected error', async () => {
    const response = await respondTo(
      new Error('duplicate key value violates unique constraint "users_pkey" at /app/x.ts:1'),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toMatch(/duplicate key|users_pkey|x\.ts/);
    expect(JSON.parse(text)).toEqual({ error: { code: 'INTERNAL', message: expect.any(String) } });
  });

  it('logs a failed query without its parameters, in a line of bounded size', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const failed = new Error(
      `Failed query: insert into messages (content) values ($1)\nparams: ${'secret visitor text '.repeat(50_000)}`,
      { cause },
    );
    const logged = JSON.stringify(summarizeError(failed));
    expect(logged).not.toContain('secret visitor text');
    expect(logged).toContain('Failed query: insert into messages');
    expect(logged).toContain('22021');
    expect(logged.length).toBeLessThan(5000);
  });
});
