/**
 * Issue 14: two-factor sign-in over real HTTP (the app on a port, Node's fetch) against PostgreSQL. Enrolment
 * with a first code, the code step at sign-in (wrong codes, a replayed code, backup codes used once, trusted
 * devices), limits, password reset and disabling, secrets at rest, and the admins' rule.
 */
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, twoFactor, user } from '../../db/schema.js';
import { findAuthLink, signUpAndSignIn, TEST_PASSWORD } from '../../test/auth-helpers.js';
import { createNetworkClient, type NetworkClient } from '../../test/network-client.js';
import { serveTestApp, type ServedApp } from '../../test/serve-app.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { secretOfTotpUri, totpCode } from '../../test/totp.js';

type Json = Record<string, unknown>;

const newEmail = () => `owner-${randomBytes(5).toString('hex')}@example.test`;

describe('two-factor sign-in', () => {
  let t: TestApp;
  let served: ServedApp;
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveTestApp(t.app);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  /** Signs up, confirms the email through the emailed link, and leaves the client signed in. */
  async function signUp(client: NetworkClient, email = newEmail()) {
    const { userId } = await signUpAndSignIn(client, { sentEmails: t.sentEmails, email });
    return { email, userId };
  }

  /** Enrols TOTP with a first code; returns the base32 secret, the backup codes and the code used. */
  async function enable(client: NetworkClient) {
    const enabled = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(enabled.status).toBe(200);
    const body = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
    const secret = secretOfTotpUri(body.totpURI);
    const firstCode = totpCode(secret);
    const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: firstCode });
    expect(confirmed.status, await confirmed.clone().text()).toBe(200);
    return { secret, backupCodes: body.backupCodes, totpURI: body.totpURI, firstCode };
  }

  async function passwordStep(client: NetworkClient, email: string) {
    const response = await client.post('/api/auth/sign-in/email', { email, password: TEST_PASSWORD });
    expect(response.status).toBe(200);
    return (await response.json()) as Json;
  }

  async function signOut(client: NetworkClient) {
    await client.post('/api/auth/sign-out', {});
    expect((await client.get('/api/me')).status).toBe(401);
  }

  it('turns on with the password and a first code; the seed and backup codes are never stored as given', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { userId } = await signUp(client);

    const wrongPassword = await client.post('/api/auth/two-factor/enable', { password: 'not-my-password-1' });
    expect(wrongPassword.status).toBe(400);

    const started = await client.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    expect(started.status).toBe(200);
    const { totpURI, backupCodes } = (await started.json()) as { totpURI: string; backupCodes: string[] };
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/LeadChat:/);
    expect(backupCodes).toHaveLength(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    // Not on until a first code confirms that the app has the secret.
    const pending = (await (await client.get('/api/two-factor')).json()) as Json;
    expect(pending).toMatchObject({
      enabled: false,
      factors: [{ type: 'totp', status: 'unverified' }],
      backupCodesRemaining: 0,
    });
    const secret = secretOfTotpUri(totpURI);
    const wrong = await client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    expect(((await (await client.get('/api/me')).json()) as Json).twoFactorEnabled).toBe(false);

    const confirmed = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    expect(((await (await client.get('/api/me')).json()) as Json).twoFactorEnabled).toBe(true);
    expect(await (await client.get('/api/two-factor')).json()).toEqual({
      enabled: true,
      factors: [{ type: 'totp', status: 'verified', friendlyName: 'Authenticator app' }],
      backupCodesRemaining: 10,
    });

    // At rest: the seed is secret-box output (opened neither by the raw nor the base32 secret), the codes digests.
    const [row] = await t.database.db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
    expect(row!.secret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.secret).not.toContain(secret);
    const stored = JSON.parse(row!.backupCodes) as string[];
    expect(stored).toHaveLength(10);
    for (const entry of stored) expect(entry).toMatch(/^sha256:[\w-]{43}$/);
    for (const code of backupCodes) expect(row!.backupCodes).not.toContain(code);

    const events = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, userId));
    expect(events.map((event) => event.action)).toContain('auth.two_factor_enabled');
  });

  it('asks for the code after the password; no session until then; a wrong or replayed code is refused', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email, userId } = await signUp(client);
    const { secret, firstCode } = await enable(client);
    await signOut(client);

    const step = await passwordStep(client, email);
    expect(step).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect((await client.get('/api/me')).status).toBe(401);
    const session = await client.get('/api/auth/get-session');
    expect(await session.json()).toBeNull();

    const wrong = await client.post('/api/auth/two-factor/verify-totp', {
      code: firstCode === '123456' ? '654321' : '123456',
    });
    expect(wrong.status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);

    // The code that switched two-factor on was used: it can't sign anyone in, though it is still in its window.
    const replayed = await client.post('/api/auth/two-factor/verify-totp', { code: firstCode });
    expect(replayed.status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);

    const next = totpCode(secret, 1);
    const accepted = await client.post('/api/auth/two-factor/verify-totp', { code: next });
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);

    // Once used, that code is spent too: a second browser that knows the password can't reuse it.
    const other = createNetworkClient(served.baseUrl);
    await passwordStep(other, email);
    const reused = await other.post('/api/auth/two-factor/verify-totp', { code: next });
    expect(reused.status).toBe(401);
    expect((await other.get('/api/me')).status).toBe(401);

    const verified = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, userId), eq(auditLog.action, 'auth.mfa_challenge_verified')));
    expect(verified).toEqual([{ action: 'auth.mfa_challenge_verified', details: { factor: 'totp' } }]);
  });

  it('signs in with a backup code once; the same code is refused afterwards', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email } = await signUp(client);
    const { backupCodes } = await enable(client);
    await signOut(client);

    await passwordStep(client, email);
    // Typed as people type: capitals, no dash.
    const typed = backupCodes[0]!.replace('-', '').toUpperCase();
    const used = await client.post('/api/auth/two-factor/verify-backup-code', { code: typed });
    expect(used.status, await used.clone().text()).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
    expect(((await (await client.get('/api/two-factor')).json()) as Json).backupCodesRemaining).toBe(9);
    await signOut(client);

    await passwordStep(client, email);
    const again = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[0] });
    expect(again.status).toBe(401);
    expect((await client.get('/api/me')).status).toBe(401);
    const another = await client.post('/api/auth/two-factor/verify-backup-code', { code: backupCodes[1] });
    expect(another.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('remembers a device for 30 days when asked, and only that device', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email } = await signUp(client);
    const { secret } = await enable(client);
    await signOut(client);

    await passwordStep(client, email);
    const trusted = await client.post('/api/auth/two-factor/verify-totp', {
      code: totpCode(secret, 1),
      trustDevice: true,
    });
    expect(trusted.status).toBe(200);
    const trustCookie = trusted.headers.getSetCookie().find((line) => line.includes('trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/i);
    expect(trustCookie).toMatch(/HttpOnly/i);
    await signOut(client);

    const step = await passwordStep(client, email);
    expect(step.twoFactorRedirect).toBeUndefined();
    expect((await client.get('/api/me')).status).toBe(200);

    const stranger = createNetworkClient(served.baseUrl);
    expect((await passwordStep(stranger, email)).twoFactorRedirect).toBe(true);
    expect((await stranger.get('/api/me')).status).toBe(401);
  });

  it('limits wrong codes: five per challenge, then ten in a row lock the account for a while', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email } = await signUp(client);
    const { secret } = await enable(client);
    await signOut(client);
    const right = () => totpCode(secret, 1);
    const wrongCode = () => (right() === '999999' ? '999998' : '999999');

    await passwordStep(client, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode() })).status).toBe(401);
    }
    // The challenge is spent: even the right code needs a new password step now.
    const spent = await client.post('/api/auth/two-factor/verify-totp', { code: right() });
    expect([400, 401]).toContain(spent.status);
    expect((await client.get('/api/me')).status).toBe(401);

    await passwordStep(client, email);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/auth/two-factor/verify-totp', { code: wrongCode() })).status).toBe(401);
    }
    await passwordStep(client, email);
    const locked = await client.post('/api/auth/two-factor/verify-totp', { code: right() });
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as Json).code).toBe('ACCOUNT_TEMPORARILY_LOCKED');
    expect((await client.get('/api/me')).status).toBe(401);
  });

  it('counts two-factor attempts per client address and answers 429 past the limit', async () => {
    const client = createNetworkClient(served.baseUrl);
    let last = 0;
    for (let i = 0; i < 31; i += 1) {
      last = (await client.post('/api/auth/two-factor/verify-totp', { code: '123456' })).status;
    }
    expect(last).toBe(429);
  });

  it('still asks for the second factor after a password reset', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email } = await signUp(client);
    const { secret } = await enable(client);
    await signOut(client);

    const requested = await client.post('/api/auth/request-password-reset', {
      email,
      redirectTo: '/auth?reset=true',
    });
    expect(requested.status).toBe(200);
    const token = new URL(findAuthLink(t.sentEmails, email, 'reset-password')).pathname.split('/').pop()!;
    const newPassword = 'Another-Horse-Battery-77';
    const reset = await client.post('/api/auth/reset-password', { newPassword, token });
    expect(reset.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(401);

    const step = await client.post('/api/auth/sign-in/email', { email, password: newPassword });
    expect(step.status).toBe(200);
    expect(((await step.json()) as Json).twoFactorRedirect).toBe(true);
    expect((await client.get('/api/me')).status).toBe(401);
    const accepted = await client.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret, 1) });
    expect(accepted.status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('regenerates backup codes with the password (the old ones stop working) and turns off with it', async () => {
    const client = createNetworkClient(served.baseUrl);
    const { email } = await signUp(client);
    const { backupCodes: oldCodes } = await enable(client);

    expect(
      (await client.post('/api/auth/two-factor/generate-backup-codes', { password: 'wrong-password-1' }))
        .status,
    ).toBe(400);
    const regenerated = await client.post('/api/auth/two-factor/generate-backup-codes', {
      password: TEST_PASSWORD,
    });
    expect(regenerated.status).toBe(200);
    const { backupCodes: newCodes } = (await regenerated.json()) as { backupCodes: string[] };
    expect(newCodes).toHaveLength(10);
    await signOut(client);

    await passwordStep(client, email);
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: oldCodes[0] })).status).toBe(
      401,
    );
    expect((await client.post('/api/auth/two-factor/verify-backup-code', { code: newCodes[0] })).status).toBe(
      200,
    );

    expect((await client.post('/api/auth/two-factor/disable', { password: 'wrong-password-1' })).status).toBe(
      400,
    );
    expect(((await (await client.get('/api/me')).json()) as Json).twoFactorEnabled).toBe(true);
    const disabled = await client.post('/api/auth/two-factor/disable', { password: TEST_PASSWORD });
    expect(disabled.status).toBe(200);
    expect(await (await client.get('/api/two-factor')).json()).toEqual({
      enabled: false,
      factors: [],
      backupCodesRemaining: 0,
    });
    await signOut(client);
    const step = await passwordStep(client, email);
    expect(step.twoFactorRedirect).toBeUndefined();
    expect((await client.get('/api/me')).status).toBe(200);
  });
});

describe('administrators and two-factor sign-in', () => {
  let t: TestApp;
  let served: ServedApp;
  beforeAll(async () => {
    t = await createTestApp();
    served = await serveTestApp(t.app);
  });
  afterAll(async () => {
    await served.close();
    await t.close();
  });

  it('shows who has it on, and can require it of administrators', async () => {
    // The first account of a fresh installation is its administrator.
    const first = createNetworkClient(served.baseUrl);
    const { email: firstEmail } = await signUpAndSignIn(first, {
      sentEmails: t.sentEmails,
      username: 'first',
    });
    expect(((await (await first.get('/api/me')).json()) as Json).isAdmin).toBe(true);

    const second = createNetworkClient(served.baseUrl);
    const { email: secondEmail, userId: secondId } = await signUpAndSignIn(second, {
      sentEmails: t.sentEmails,
      username: 'second',
    });
    const promoted = await first.put(`/api/admin/users/${secondId}/role`, { role: 'admin' });
    expect(promoted.status).toBe(200);

    // Requiring it without having it would lock this admin out of the page: refused.
    const early = await first.put('/api/admin/security', { requireAdminTwoFactor: true });
    expect(early.status).toBe(400);

    const enabled = await first.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    const secret = secretOfTotpUri(((await enabled.json()) as { totpURI: string }).totpURI);
    expect((await first.post('/api/auth/two-factor/verify-totp', { code: totpCode(secret) })).status).toBe(
      200,
    );

    const users = (await (await first.get('/api/admin/users')).json()) as {
      users: { email: string; twoFactorEnabled: boolean }[];
    };
    expect(users.users.find((u) => u.email === firstEmail)?.twoFactorEnabled).toBe(true);
    expect(users.users.find((u) => u.email === secondEmail)?.twoFactorEnabled).toBe(false);

    const required = await first.put('/api/admin/security', { requireAdminTwoFactor: true });
    expect(required.status).toBe(200);
    expect(await (await first.get('/api/admin/security')).json()).toEqual({ requireAdminTwoFactor: true });
    expect((await first.get('/api/admin/stats')).status).toBe(200);

    // The other administrator is sent to turn it on first; their own pages still work.
    const refused = await second.get('/api/admin/stats');
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('TWO_FACTOR_REQUIRED');
    expect((await second.get('/api/me')).status).toBe(200);
    const secondEnabled = await second.post('/api/auth/two-factor/enable', { password: TEST_PASSWORD });
    const secondSecret = secretOfTotpUri(((await secondEnabled.json()) as { totpURI: string }).totpURI);
    expect(
      (await second.post('/api/auth/two-factor/verify-totp', { code: totpCode(secondSecret) })).status,
    ).toBe(200);
    expect((await second.get('/api/admin/stats')).status).toBe(200);

    // Regular users are untouched by the rule.
    const [regular] = await t.database.db.select().from(user).where(eq(user.email, secondEmail));
    expect(regular?.twoFactorEnabled).toBe(true);
  });
});
