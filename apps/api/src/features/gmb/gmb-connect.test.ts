/**
 * Connecting Google Business Profile over real HTTP against a fake Google speaking the OAuth and Business Profile
 * wire formats, on real PostgreSQL: the happy path, every refused callback (nothing stored), sealed tokens,
 * refresh after expiry, invalid_grant → needs reconnecting (page, dashboard health, checklist).
 */
import { execFileSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GMB_CALLBACK_MESSAGES } from '@leadchat/contract';
import { gmbAccounts, gmbOauthStates } from '../../db/schema.js';
import {
  GMB_REDIRECT_URI,
  connectGmb,
  consentAtGoogle,
  createWebsite,
  startGmbHarness,
  type GmbHarness,
} from '../../test/gmb-harness.js';
import { createHttpClient, createTestApp } from '../../test/test-app.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';

let h: GmbHarness;

beforeAll(async () => {
  h = await startGmbHarness();
});
afterAll(async () => {
  await h?.close();
});

async function accountRows(websiteId: string) {
  return h.t.database.db.select().from(gmbAccounts).where(eq(gmbAccounts.websiteId, websiteId));
}

async function errorOf(response: Response) {
  return ((await response.json()) as { error: { code: string; message: string } }).error;
}

describe('connecting Google Business Profile', () => {
  it('connects with code + PKCE, lists the locations, and keeps the tokens sealed', async () => {
    const { client } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const before = await client.get(`/api/gmb/accounts?websiteId=${websiteId}`);
    expect(await before.json()).toMatchObject({
      isConfigured: true,
      redirectUri: GMB_REDIRECT_URI,
      hasAiDrafts: false,
      account: null,
    });

    const start = await client.post('/api/gmb/oauth', { websiteId, redirectUri: GMB_REDIRECT_URI });
    const { authUrl } = (await start.json()) as { authUrl: string };
    const url = new URL(authUrl);
    expect(url.searchParams.get('access_type')).toBe('offline');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toContain('https://www.googleapis.com/auth/business.manage');

    const accountId = await connectGmb(client, websiteId);
    const status = (await (await client.get(`/api/gmb/accounts?websiteId=${websiteId}`)).json()) as {
      account: { id: string; email: string; status: string; locations: { title: string; address: string }[] };
    };
    expect(status.account).toMatchObject({
      id: accountId,
      email: h.google.accountEmail,
      status: 'connected',
    });
    expect(status.account.locations).toEqual([
      {
        name: 'locations/777001',
        title: 'Rivera Plumbing — Downtown',
        address: '12 Main St, Springfield, IL 62701',
        selected: true,
      },
      {
        name: 'locations/777002',
        title: 'Rivera Plumbing — Westside',
        address: '480 Oak Ave, Springfield, IL 62701',
        selected: true,
      },
    ]);
    const tokens = h.google.issuedTokens();
    expect(tokens.length).toBeGreaterThan(0);
    // Neither the API's answers nor the database dump hold a token in the clear.
    expect(JSON.stringify(status)).not.toMatch(/ya29\.|1\/\/refresh-/);
    const dump = execFileSync(
      'pg_dump',
      ['--data-only', '--table=gmb_accounts', h.t.database.connectionString],
      {
        encoding: 'utf8',
      },
    );
    expect(dump).toContain(h.google.accountEmail);
    for (const token of tokens) expect(dump).not.toContain(token);
    const [row] = await accountRows(websiteId);
    expect(row!.refreshToken).toMatch(/^v1\./);
    expect(row!.accessToken).toMatch(/^v1\./);

    // Choosing locations: only known names, and the choice is kept.
    const chosen = await client.put(`/api/gmb/accounts/${accountId}/locations`, {
      selected: ['locations/777002'],
    });
    expect(chosen.status).toBe(200);
    expect(
      ((await chosen.json()) as { locations: { selected: boolean }[] }).locations.map((l) => l.selected),
    ).toEqual([false, true]);
    const bogus = await client.put(`/api/gmb/accounts/${accountId}/locations`, { selected: ['locations/1'] });
    expect(bogus.status).toBe(400);
  });

  it('refuses a replayed state, and stores nothing from the second attempt', async () => {
    const { client } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const { code, state } = await consentAtGoogle(client, websiteId);
    const first = await client.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
    expect(first.status).toBe(200);
    await client.delete(`/api/gmb/accounts/${(await accountRows(websiteId))[0]!.id}`);
    expect(await accountRows(websiteId)).toHaveLength(0);
    const replay = await client.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).message).toBe(GMB_CALLBACK_MESSAGES.processingFailed);
    expect(await accountRows(websiteId)).toHaveLength(0);
  });

  it('refuses a mismatched state, a state from another session or account (without using it up), and a missing code', async () => {
    const { client, userId, email, password } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const { code, state } = await consentAtGoogle(client, websiteId);

    const forged = await client.post('/api/gmb/oauth', {
      code,
      state: 'x'.repeat(32),
      redirect_uri: GMB_REDIRECT_URI,
    });
    expect((await errorOf(forged)).message).toBe(GMB_CALLBACK_MESSAGES.processingFailed);

    const missing = await client.post('/api/gmb/oauth', { state, redirect_uri: GMB_REDIRECT_URI });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).message).toBe(GMB_CALLBACK_MESSAGES.missingParameters);

    // The same owner signed in elsewhere (another session) can't finish this browser's sign-in.
    const other = h.newClient();
    expect((await other.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);
    const otherSession = await other.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
    expect((await errorOf(otherSession)).message).toBe(GMB_CALLBACK_MESSAGES.processingFailed);
    expect(await accountRows(websiteId)).toHaveLength(0);
    // Another account signed in with the callback URL is refused too.
    const stranger = (await h.newOwner()).client;
    const foreign = await stranger.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
    expect((await errorOf(foreign)).message).toBe(GMB_CALLBACK_MESSAGES.processingFailed);
    expect(await accountRows(websiteId)).toHaveLength(0);
    // Neither refusal used the state up: the owner's own browser completes the sign-in afterwards, once.
    const afterwards = await client.post('/api/gmb/oauth', { code, state, redirect_uri: GMB_REDIRECT_URI });
    expect(afterwards.status).toBe(200);
    expect(await accountRows(websiteId)).toHaveLength(1);
    const pending = await h.t.database.db
      .select()
      .from(gmbOauthStates)
      .where(eq(gmbOauthStates.userId, userId));
    expect(pending).toHaveLength(0);
  });

  it('refuses a code sent with another attempt’s verifier (Google answers invalid_grant)', async () => {
    const { client } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const first = await consentAtGoogle(client, websiteId);
    const second = await consentAtGoogle(client, websiteId);
    // The first attempt's code with the second's state: the server sends the second attempt's code verifier.
    const mixed = await client.post('/api/gmb/oauth', {
      code: first.code,
      state: second.state,
      redirect_uri: GMB_REDIRECT_URI,
    });
    expect(mixed.status).toBe(400);
    expect((await errorOf(mixed)).message).toBe(GMB_CALLBACK_MESSAGES.processingFailed);
    expect(await accountRows(websiteId)).toHaveLength(0);
  });

  it('answers a signed-out callback with "User not authenticated", and refuses foreign websites and addresses', async () => {
    const anonymous = createHttpClient(h.t.app);
    const signedOut = await anonymous.post('/api/gmb/oauth', {
      code: 'c',
      state: 's',
      redirect_uri: GMB_REDIRECT_URI,
    });
    expect(signedOut.status).toBe(401);
    expect((await errorOf(signedOut)).message).toBe(GMB_CALLBACK_MESSAGES.notAuthenticated);

    const { client } = await h.newOwner();
    const { client: stranger } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const noWebsite = await client.post('/api/gmb/oauth', { websiteId: '', redirectUri: GMB_REDIRECT_URI });
    expect(noWebsite.status).toBe(400);
    expect(JSON.stringify(await noWebsite.json())).toContain('Please select a website first');
    const foreign = await stranger.post('/api/gmb/oauth', { websiteId, redirectUri: GMB_REDIRECT_URI });
    expect(foreign.status).toBe(404);
    const elsewhere = await client.post('/api/gmb/oauth', {
      websiteId,
      redirectUri: 'https://evil.example/cb',
    });
    expect(elsewhere.status).toBe(400);

    const accountId = await connectGmb(client, websiteId);
    expect((await stranger.get(`/api/gmb/accounts/${accountId}/reviews`)).status).toBe(404);
    expect((await stranger.get(`/api/gmb/accounts?websiteId=${websiteId}`)).status).toBe(404);
    expect((await stranger.delete(`/api/gmb/accounts/${accountId}`)).status).toBe(404);
  });

  it('refreshes an expired access token, and marks the connection on invalid_grant', async () => {
    const { client } = await h.newOwner();
    const websiteId = await createWebsite(client);
    const accountId = await connectGmb(client, websiteId);
    const [before] = await accountRows(websiteId);

    h.google.expireAccessTokens();
    await h.t.database.db
      .update(gmbAccounts)
      .set({ tokenExpiresAt: new Date(0) })
      .where(eq(gmbAccounts.id, accountId));
    const synced = await client.post('/api/gmb/automation', { action: 'sync_reviews', accountId });
    expect(synced.status, await synced.clone().text()).toBe(200);
    const [after] = await accountRows(websiteId);
    expect(after!.accessToken).not.toBe(before!.accessToken);
    expect(after!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now());
    expect(h.google.requests.filter((r) => r.path === '/token').length).toBeGreaterThanOrEqual(2);

    const health = async () =>
      (
        (await (await client.get('/api/dashboard/system-status')).json()) as {
          services: { key: string; status: string; message: string }[];
        }
      ).services.find((s) => s.key === 'gmb');
    expect(await health()).toMatchObject({ status: 'healthy' });

    h.google.revokeRefreshTokens();
    h.google.expireAccessTokens();
    await h.t.database.db
      .update(gmbAccounts)
      .set({ tokenExpiresAt: new Date(0) })
      .where(eq(gmbAccounts.id, accountId));
    const refused = await client.post('/api/gmb/automation', { action: 'sync_reviews', accountId });
    expect(refused.status).toBe(409);
    expect((await errorOf(refused)).message).toMatch(/connect the account again/);
    const status = (await (await client.get(`/api/gmb/accounts?websiteId=${websiteId}`)).json()) as {
      account: { status: string; statusDetail: string };
    };
    expect(status.account.status).toBe('needs_reconnect');
    expect(await health()).toMatchObject({ status: 'error' });
    const checklist = (await (await client.get(`/api/checklist?websiteId=${websiteId}`)).json()) as {
      items: { id: string; completed: boolean }[];
    };
    expect(checklist.items.find((i) => i.id === 'gmb-connected')?.completed).toBe(false);

    // Connecting again repairs it.
    await connectGmb(client, websiteId);
    const [repaired] = await accountRows(websiteId);
    expect(repaired!.status).toBe('connected');
    expect(await health()).toMatchObject({ status: 'healthy' });
  });
});

describe('without Google credentials on the server', () => {
  it('says the connection is not set up and refuses to start', async () => {
    const t = await createTestApp();
    try {
      const client = createHttpClient(t.app);
      await signUpAndSignIn(client, { sentEmails: t.sentEmails });
      const websiteId = await createWebsite(client);
      const status = await client.get(`/api/gmb/accounts?websiteId=${websiteId}`);
      expect(await status.json()).toMatchObject({ isConfigured: false, account: null });
      const start = await client.post('/api/gmb/oauth', { websiteId, redirectUri: GMB_REDIRECT_URI });
      expect(start.status).toBe(400);
      expect((await errorOf(start)).message).toMatch(/GOOGLE_CLIENT_ID/);
    } finally {
      await t.close();
    }
  });
});
