import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError, apiFetch, extractErrorMessage } from './api';

function stubFetch(status: number, body: unknown, contentType = 'application/json') {
  const fetchMock = vi.fn(
    async () =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': contentType },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('extractErrorMessage', () => {
  it('reads our envelope first, then msg, message, error_description, error', () => {
    expect(extractErrorMessage({ error: { code: 'X', message: 'From envelope' }, message: 'top' })).toBe(
      'From envelope',
    );
    expect(extractErrorMessage({ msg: 'a', message: 'b', error_description: 'c', error: 'd' })).toBe('a');
    expect(extractErrorMessage({ message: 'b', error_description: 'c', error: 'd' })).toBe('b');
    expect(extractErrorMessage({ error_description: 'c', error: 'd' })).toBe('c');
    expect(extractErrorMessage({ error: 'd' })).toBe('d');
    expect(extractErrorMessage({})).toBeUndefined();
    expect(extractErrorMessage('<html>Bad gateway</html>')).toBeUndefined();
  });
});

describe('apiFetch', () => {
  it('sends JSON with the same-origin cookie and returns the parsed body', async () => {
    const fetchMock = stubFetch(200, { ok: true });
    await expect(apiFetch('/api/thing', { method: 'POST', body: { a: 1 } })).resolves.toEqual({ ok: true });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/thing');
    expect(init.credentials).toBe('same-origin');
    expect(init.body).toBe('{"a":1}');
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiRequestError with status, code and message from our error envelope', async () => {
    stubFetch(404, { error: { code: 'NOT_FOUND', message: 'Website not found' } });
    const error = await apiFetch('/api/websites/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Website not found' });
  });

  it("reads better-auth's { message, code } body", async () => {
    stubFetch(403, { code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' });
    await expect(apiFetch('/api/auth/sign-in/email', { body: {} })).rejects.toMatchObject({
      status: 403,
      code: 'EMAIL_NOT_VERIFIED',
      message: 'Email not verified',
    });
  });

  it('marks 502/503/504 and network failures as retryable, not 4xx', async () => {
    stubFetch(503, '');
    const unavailable = (await apiFetch('/api/x').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(unavailable.isRetryable).toBe(true);
    expect(unavailable.message).toMatch(/temporarily unavailable/);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const offline = (await apiFetch('/api/x').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(offline.isRetryable).toBe(true);
    stubFetch(400, { error: { code: 'BAD_REQUEST', message: 'Name is required' } });
    const bad = (await apiFetch('/api/x').catch((caught: unknown) => caught)) as ApiRequestError;
    expect(bad.isRetryable).toBe(false);
  });

  it('validates the body with a schema when given one', async () => {
    stubFetch(200, { count: 'three' });
    await expect(apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
    stubFetch(200, { count: 3 });
    await expect(apiFetch('/api/x', { schema: z.object({ count: z.number() }) })).resolves.toEqual({
      count: 3,
    });
  });
});
