import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session, userRoles } from '../../db/schema.js';
import { findAuthLink, signUpAndSignIn, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type TestApp } from '../../test/test-app.js';

describe('accounts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ACCOUNT_WINDOW_SECONDS: '3' });
  });
  afterAll(async () => t.close());

  it('signs up with a username, makes the first account admin and the next a user', async () => {
    const first = createHttpClient(t.app);
    const a = await signUpAndSignIn(first, { sentEmails: t.sentEmails, username: 'first-owner' });
    const meResponse = await first.get('/api/me');
    const me = (await meResponse.json()) as { username: string; isAdmin: boolean; email: string };
    expect(me).toMatchObject({ username: 'first-owner', isAdmin: true, email: a.email });

    const second = createHttpClient(t.app);
    const b = await signUpAndSignIn(second, { sentEmails: t.sentEmails, username: 'second' });
    expect(((await (await second.get('/api/me')).json()) as { isAdmin: boolean }).isAdmin).toBe(false);
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, b.userId));
    expect(roles.map((r) => r.role)).toEqual(['user']);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, b.userId));
    expect(profile?.username).toBe('second');
  });

  it('requires a username, 8+ characters and refuses common passwords', async () => {
    const client = createHttpClient(t.app);
    const noName = await client.post('/api/auth/sign-up/email', {
      email: 'x1@example.test',
      password: TEST_PASSWORD,
      name: 'x',
    });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { message: string }).message).toBe('Username is required');
    const short = await client.post('/api/auth/sign-up/email', {
      email: 'x2@example.test',
      password: 'Ab1!',
      name: 'x',
      username: 'x',
    });
    expect(short.status).toBe(400);
    const common = await client.post('/api/auth/sign-up/email', {
      email: 'x3@example.test',
      password: 'password123',
      name: 'x',
      username: 'x',
    });
    expect(common.status).toBe(400);
    expect(((await common.json()) as { code: string }).code).toBe('PASSWORD_TOO_COMMON');
  });

  it('answers sign-up alike whether or not the email is registered', async () => {
    const owner = createHttpClient(t.app);
    const { email } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    const again = await createHttpClient(t.app).post('/api/auth/sign-up/email', {
      email,
      password: TEST_PASSWORD,
      name: 'someone',
      username: 'someone',
    });
    const fresh = await createHttpClient(t.app).post('/api/auth/sign-up/email', {
      email: 'brand-new@example.test',
      password: TEST_PASSWORD,
      name: 'someone',
      username: 'someone',
    });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys((await again.json()) as object).sort()).toEqual(
      Object.keys((await fresh.json()) as object).sort(),
    );
  });

  it('uses HttpOnly SameSite=Lax cookies, rotates the session at sign-in and ends it at sign-out', async () => {
    const client = createHttpClient(t.app);
    const { email, password, userId } = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const signIn = await client.post('/api/auth/sign-in/email', { email, password });
    const cookie = signIn.headers.getSetCookie().find((line) => line.includes('session_token'));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/i);
    const tokenBefore = client.cookies.get('leadchat.session_token');
    await client.post('/api/auth/sign-in/email', { email, password });
    expect(client.cookies.get('leadchat.session_token')).not.toBe(tokenBefore);

    const sessionsBefore = await t.database.db.select().from(session).where(eq(session.userId, userId));
    const signOut = await client.post('/api/auth/sign-out', {});
    expect(signOut.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);
    const sessionsAfter = await t.database.db.select().from(session).where(eq(session.userId, userId));
    expect(sessionsAfter.length).toBe(sessionsBefore.length - 1);
  });

  it('refuses a cross-site sign-in and a cookie-bearing write without Origin', async () => {
    const client = createHttpClient(t.app, { origin: 'https://evil.example' });
    const response = await client.post('/api/auth/sign-in/email', {
      email: 'a@example.test',
      password: TEST_PASSWORD,
    });
    expect(response.status).toBe(403);

    const owner = createHttpClient(t.app);
    await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    const forged = await owner.request('/api/auth/sign-out', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
      json: {},
    });
    expect(forged.status).toBe(403);
    const noOrigin = new Headers({ cookie: [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ') });
    noOrigin.set('content-type', 'application/json');
    const bare = await t.app.request('http://localhost:3000/api/auth/sign-out', {
      method: 'POST',
      headers: noOrigin,
      body: '{}',
    });
    expect(bare.status).toBe(403);
    expect((await owner.get('/api/me')).status).toBe(200);
  });

  it('resets a password once with an emailed single-use link and ends other sessions', async () => {
    const laptop = createHttpClient(t.app);
    const { email, password } = await signUpAndSignIn(laptop, { sentEmails: t.sentEmails });
    const phone = createHttpClient(t.app);
    expect((await phone.post('/api/auth/sign-in/email', { email, password })).status).toBe(200);

    const stranger = createHttpClient(t.app);
    const known = await stranger.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth?reset=true',
    });
    const unknown = await stranger.post('/api/auth/request-password-reset', {
      email: 'nobody-here@example.test',
      redirectTo: '/auth?reset=true',
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());

    const link = new URL(findAuthLink(t.sentEmails, email, 'reset-password'));
    const follow = await stranger.get(`${link.pathname}${link.search}`);
    expect(follow.status).toBe(302);
    const redirect = new URL(follow.headers.get('location')!, 'http://localhost:3000');
    expect(redirect.pathname).toBe('/auth');
    expect(redirect.searchParams.get('reset')).toBe('true');
    const token = redirect.searchParams.get('token')!;

    const newPassword = 'Another-Long-Passphrase-77';
    expect((await stranger.post('/api/auth/reset-password', { newPassword, token })).status).toBe(200);
    const reused = await stranger.post('/api/auth/reset-password', {
      newPassword: 'Yet-Another-Phrase-88',
      token,
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { code: string }).code).toBe('INVALID_TOKEN');

    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await stranger.post('/api/auth/sign-in/email', { email, password })).status).toBe(401);
    expect((await stranger.post('/api/auth/sign-in/email', { email, password: newPassword })).status).toBe(
      200,
    );
  });

  it('refuses an expired reset token', async () => {
    const client = createHttpClient(t.app);
    const { email } = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    await client.post('/api/auth/request-password-reset', { email, redirectTo: '/auth?reset=true' });
    const link = new URL(findAuthLink(t.sentEmails, email, 'reset-password'));
    const token = link.pathname.split('/').pop()!;
    const { verification } = await import('../../db/schema.js');
    await t.database.db.update(verification).set({ expiresAt: new Date(Date.now() - 1000) });
    const response = await client.post('/api/auth/reset-password', {
      newPassword: 'Fresh-Passphrase-2024x',
      token,
    });
    expect(response.status).toBe(400);
  });

  it('locks an account for a while after 20 wrong passwords, without revealing whether it exists', async () => {
    const owner = createHttpClient(t.app);
    const { email, password } = await signUpAndSignIn(owner, { sentEmails: t.sentEmails });
    const attacker = createHttpClient(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      statuses.push(
        (await attacker.post('/api/auth/sign-in/email', { email, password: `wrong-${i}-password` })).status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const locked = await createHttpClient(t.app).post('/api/auth/sign-in/email', { email, password });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBeTruthy();

    const ghost = createHttpClient(t.app);
    const ghostStatuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      ghostStatuses.push(
        (
          await ghost.post('/api/auth/sign-in/email', {
            email: 'ghost@example.test',
            password: `wrong-${i}-password`,
          })
        ).status,
      );
    }
    expect(ghostStatuses).toEqual(statuses);

    await new Promise((resolve) => setTimeout(resolve, 3200));
    expect((await createHttpClient(t.app).post('/api/auth/sign-in/email', { email, password })).status).toBe(
      200,
    );
  });
});
