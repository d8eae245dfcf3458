/**
 * Google Business Profile tests' set-up: the real app on a real port with a fresh database, a fake Google speaking
 * the OAuth and Business Profile wire formats, and an owner whose browser-like client talks HTTP to the app.
 */
import { expect } from 'vitest';
import {
  startFakeGoogleBusiness,
  type FakeGoogleBusiness,
} from '../adapters/google-business/testing/fake-google-business.js';
import { signUpAndSignIn } from './auth-helpers.js';
import { serveTestApp, type ServedApp } from './serve-app.js';
import { TEST_ORIGIN, createHttpClient, createTestApp, type HttpClient, type TestApp } from './test-app.js';

export const GMB_REDIRECT_URI = `${TEST_ORIGIN}/gmb-callback`;

export type GmbHarness = {
  t: TestApp;
  google: FakeGoogleBusiness;
  served: ServedApp;
  /** A new signed-in owner with a client of their own. */
  newOwner: () => Promise<{ client: HttpClient; userId: string; email: string; password: string }>;
  /** A client with no cookies yet (another browser), talking HTTP to the app. */
  newClient: () => HttpClient;
  close: () => Promise<void>;
};

export async function startGmbHarness(env: Record<string, string> = {}): Promise<GmbHarness> {
  const google = await startFakeGoogleBusiness();
  const t = await createTestApp({
    GOOGLE_CLIENT_ID: google.clientId,
    GOOGLE_CLIENT_SECRET: google.clientSecret,
    GOOGLE_OAUTH_BASE_URL: google.url,
    GOOGLE_API_BASE_URL: google.url,
    ...env,
  });
  const served = await serveTestApp(t.app);
  // The browser-like client with its cookie jar, sending every request over real HTTP to the served app.
  const overHttp = {
    request: (url: string, init: RequestInit) => fetch(url.replace(TEST_ORIGIN, served.baseUrl), init),
  } as unknown as TestApp['app'];
  return {
    t,
    google,
    served,
    newOwner: async () => {
      const client = createHttpClient(overHttp);
      const owner = await signUpAndSignIn(client, { sentEmails: t.sentEmails, withPlanIn: t.database.db });
      return { client, ...owner };
    },
    newClient: () => createHttpClient(overHttp),
    close: async () => {
      await served.close();
      await google.close();
      await t.close();
    },
  };
}

export async function createWebsite(client: HttpClient, name = 'Rivera Plumbing'): Promise<string> {
  const response = await client.post('/api/websites', {
    name,
    domain: `${name.toLowerCase().replace(/\W+/g, '-')}.example`,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Starts the sign-in and follows Google's consent redirect like a browser: returns the callback's query. */
export async function consentAtGoogle(
  client: HttpClient,
  websiteId: string,
): Promise<{ code: string | null; state: string | null; error: string | null }> {
  const start = await client.post('/api/gmb/oauth', { websiteId, redirectUri: GMB_REDIRECT_URI });
  expect(start.status, await start.clone().text()).toBe(200);
  const { authUrl } = (await start.json()) as { authUrl: string };
  const consent = await fetch(authUrl, { redirect: 'manual' });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get('location')!);
  expect(`${back.origin}${back.pathname}`).toBe(GMB_REDIRECT_URI);
  return {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    error: back.searchParams.get('error'),
  };
}

/** The whole connect flow; returns the connected account's id. */
export async function connectGmb(client: HttpClient, websiteId: string): Promise<string> {
  const { code, state } = await consentAtGoogle(client, websiteId);
  const done = await client.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
  expect(done.status, await done.clone().text()).toBe(200);
  const status = await client.get(`/api/gmb/accounts?websiteId=${websiteId}`);
  const body = (await status.json()) as { account: { id: string } | null };
  expect(body.account).not.toBeNull();
  return body.account!.id;
}
