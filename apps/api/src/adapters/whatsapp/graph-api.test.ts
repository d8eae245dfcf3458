/**
 * The number check against the fake Graph API (Meta's wire format) and against answers the fake never gives
 * (rate limits, Meta's 5xx, bodies that are not what Meta documents).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeGraphServer,
  type FakeGraphServer,
} from '../../features/whatsapp/testing/fake-graph-server.js';
import { checkWhatsAppNumber } from './graph-api.js';

const TOKEN = 'EAAG-graph-api-test-token-0123456789';
const WABA = '400000000000001';
let graph: FakeGraphServer;

beforeAll(async () => {
  graph = await startFakeGraphServer({
    accessToken: 'EAAG-unrelated-server-token-000000000',
    appSecret: 'secret',
    // 150 numbers in one business account: the listing takes two pages of 100.
    phoneNumbers: Array.from({ length: 150 }, (_, index) => ({
      id: String(500000000000000 + index),
      businessAccountId: WABA,
      displayPhoneNumber: `+1 555-01${String(index).padStart(3, '0')}`,
      verifiedName: 'Many Numbers Inc',
      accessTokens: [TOKEN],
    })),
  });
});

afterAll(async () => {
  await graph?.close();
});

const check = (phoneNumberId: string, options: { token?: string; fetchImpl?: typeof fetch } = {}) =>
  checkWhatsAppNumber({
    baseUrl: graph.baseUrl,
    accessToken: options.token ?? TOKEN,
    phoneNumberId,
    businessAccountId: WABA,
    fetchImpl: options.fetchImpl,
  });

const json = (status: number, body: unknown) =>
  (async () =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })) as unknown as typeof fetch;

describe('checkWhatsAppNumber', () => {
  it('finds a number on the second page of the business account and returns Meta’s display number', async () => {
    const before = graph.lookups.length;
    expect(await check('500000000000130')).toEqual({
      ok: true,
      displayPhoneNumber: '+1 555-01130',
      verifiedName: 'Many Numbers Inc',
    });
    const paths = graph.lookups.slice(before).map((lookup) => new URL(lookup.path, 'http://x'));
    expect(paths.map((url) => url.pathname)).toEqual([
      '/v23.0/500000000000130',
      `/v23.0/${WABA}/phone_numbers`,
      `/v23.0/${WABA}/phone_numbers`,
    ]);
    expect(paths[2]!.searchParams.get('after')).toBeTruthy();
  });

  it('tells a refused token from an unreadable number', async () => {
    expect(await check('500000000000001', { token: 'EAAG-nobody-knows-this-token-000000' })).toMatchObject({
      ok: false,
      reason: 'token',
      code: 190,
    });
    expect(await check('599999999999999')).toMatchObject({ ok: false, reason: 'number', code: 100 });
  });

  it('treats rate limits, Meta’s 5xx, the network and undocumented bodies as "unavailable", not as a refusal', async () => {
    const rateLimited = json(400, {
      error: { code: 80007, message: 'Rate limit hit', type: 'OAuthException' },
    });
    expect(await check('500000000000001', { fetchImpl: rateLimited })).toMatchObject({
      reason: 'unavailable',
    });
    expect(await check('500000000000001', { fetchImpl: json(429, {}) })).toMatchObject({
      reason: 'unavailable',
    });
    expect(
      await check('500000000000001', { fetchImpl: json(500, { error: { code: 100, message: 'x' } }) }),
    ).toMatchObject({ reason: 'unavailable' });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    expect(await check('500000000000001', { fetchImpl: down })).toMatchObject({ reason: 'unavailable' });
    // A 200 that is not the number asked for.
    expect(
      await check('500000000000001', {
        fetchImpl: json(200, { id: '123', display_phone_number: '+1 555' }),
      }),
    ).toMatchObject({ reason: 'unavailable' });
    graph.setLookupOutage(true);
    try {
      expect(await check('500000000000001')).toMatchObject({ reason: 'unavailable', httpStatus: 503 });
    } finally {
      graph.setLookupOutage(false);
    }
  });
});
