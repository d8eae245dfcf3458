import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOutboxPage,
  AdminStats,
  AdminUser,
  AdminUsersPage,
  SystemSettings,
} from '@leadchat/contract';
import { loadConfig } from '../../config.js';
import { auditLog, outboxMessages, user, userRoles } from '../../db/schema.js';
import { SYSTEM_USER_ID } from '../demo/system-user.js';
import { findRepoRoot } from '../../lib/paths.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';
import { getSystemSettings, setUserRoleByEmail } from './admin.service.js';

const run = promisify(execFile);

describe('administration', () => {
  let t: TestApp;
  let admin: HttpClient;
  let adminId: string;
  let regular: HttpClient;
  let regularAccount: { userId: string; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = createHttpClient(t.app);
    adminId = (await signUpAndSignIn(admin, { sentEmails: t.sentEmails, username: 'root-admin' })).userId;
    regular = createHttpClient(t.app);
    regularAccount = await signUpAndSignIn(regular, { sentEmails: t.sentEmails, username: 'plain-user' });
  });
  afterAll(async () => t.close());

  it('answers 404 on every admin endpoint to regular users and signed-out visitors', async () => {
    const anonymous = createHttpClient(t.app);
    const calls = (client: HttpClient) => [
      client.get('/api/admin/stats'),
      client.get('/api/admin/users'),
      client.get('/api/admin/users?search=a&page=2'),
      client.get('/api/admin/settings'),
      client.get('/api/admin/outbox'),
      client.put(`/api/admin/users/${adminId}/role`, { role: 'user' }),
      client.put(`/api/admin/users/${regularAccount.userId}/role`, { role: 'admin' }),
    ];
    for (const client of [regular, anonymous]) {
      const responses = await Promise.all(calls(client));
      expect(responses.map((r) => r.status)).toEqual(Array(7).fill(404));
    }
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, regularAccount.userId));
    expect(roles.map((r) => r.role)).toEqual(['user']);
  });

  it('counts users and lists them searched and paginated on the server', async () => {
    for (let i = 0; i < 3; i++) {
      await signUpAndSignIn(createHttpClient(t.app), {
        sentEmails: t.sentEmails,
        username: `searchable-${i}`,
      });
    }
    // The system account that owns the seeded demo websites is not counted, listed or changeable.
    await t.database.db
      .insert(user)
      .values({ id: SYSTEM_USER_ID, name: 'system', email: 'system@leadchat.invalid' })
      .onConflictDoNothing();
    await t.database.db
      .insert(userRoles)
      .values({ userId: SYSTEM_USER_ID, role: 'user' })
      .onConflictDoNothing();
    expect((await admin.put(`/api/admin/users/${SYSTEM_USER_ID}/role`, { role: 'admin' })).status).toBe(404);
    const stats = (await (await admin.get('/api/admin/stats')).json()) as AdminStats;
    expect(stats).toEqual({ totalUsers: 5, adminUsers: 1, regularUsers: 4 });

    const page1 = (await (await admin.get('/api/admin/users?pageSize=2')).json()) as AdminUsersPage;
    expect(page1.total).toBe(5);
    expect(page1.users).toHaveLength(2);
    expect(page1.users[0]!.username).toBe('searchable-2');
    const page3 = (await (await admin.get('/api/admin/users?pageSize=2&page=3')).json()) as AdminUsersPage;
    expect(page3.users.map((u) => u.username)).toEqual(['root-admin']);
    expect(page3.users[0]!.role).toBe('admin');

    const searched = (await (await admin.get('/api/admin/users?search=SEARCHABLE')).json()) as AdminUsersPage;
    expect(searched.total).toBe(3);
    expect(searched.users.every((u) => u.username?.startsWith('searchable-'))).toBe(true);
    const byEmail = (await (
      await admin.get(`/api/admin/users?search=${encodeURIComponent(regularAccount.email)}`)
    ).json()) as AdminUsersPage;
    expect(byEmail.users.map((u) => u.userId)).toEqual([regularAccount.userId]);
    const byId = (await (
      await admin.get(`/api/admin/users?search=${regularAccount.userId.slice(0, 8)}`)
    ).json()) as AdminUsersPage;
    expect(byId.users.map((u) => u.userId)).toContain(regularAccount.userId);
    // LIKE wildcards are literal characters in a search.
    const wildcard = (await (await admin.get('/api/admin/users?search=%25')).json()) as AdminUsersPage;
    expect(wildcard.total).toBe(0);
    expect((await admin.get('/api/admin/users?page=0')).status).toBe(400);
    expect((await admin.get('/api/admin/users?pageSize=1000')).status).toBe(400);
  });

  it('changes another user role in one transaction with an audit row', async () => {
    const promoted = await admin.put(`/api/admin/users/${regularAccount.userId}/role`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(((await promoted.json()) as AdminUser).role).toBe('admin');
    let roles = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, regularAccount.userId));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect(((await (await regular.get('/api/me')).json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    expect((await regular.get('/api/admin/stats')).status).toBe(200);

    const demoted = await admin.put(`/api/admin/users/${regularAccount.userId}/role`, { role: 'user' });
    expect(demoted.status).toBe(200);
    roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, regularAccount.userId));
    expect(roles.map((r) => r.role)).toEqual(['user']);
    expect((await regular.get('/api/admin/stats')).status).toBe(404);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, regularAccount.userId))
      .orderBy(desc(auditLog.createdAt));
    expect(audit.map((row) => [row.action, row.actorUserId, row.details])).toEqual([
      ['user.role_changed', adminId, { from: 'admin', to: 'user', via: 'dashboard' }],
      ['user.role_changed', adminId, { from: 'user', to: 'admin', via: 'dashboard' }],
    ]);
  });

  it("refuses an admin's change of their own role, unknown users and bad roles", async () => {
    const own = await admin.put(`/api/admin/users/${adminId}/role`, { role: 'user' });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You cannot change your own role' },
    });
    const roles = await t.database.db.select().from(userRoles).where(eq(userRoles.userId, adminId));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect(
      (await admin.put('/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'admin' }))
        .status,
    ).toBe(404);
    expect((await admin.put('/api/admin/users/not-a-uuid/role', { role: 'admin' })).status).toBe(404);
    expect(
      (await admin.put(`/api/admin/users/${regularAccount.userId}/role`, { role: 'owner' })).status,
    ).toBe(400);
  });

  it('shows the real configuration in System Settings', async () => {
    const settings = (await (await admin.get('/api/admin/settings')).json()) as SystemSettings;
    expect(settings).toEqual({
      registrationEnabled: true,
      emailVerificationEnabled: true,
      aiAssistantActive: true,
      aiProvider: 'built-in',
      emailDelivery: 'outbox',
      paymentsMode: 'test',
    });
    const other = getSystemSettings({
      config: loadConfig({
        AUTH_REQUIRE_EMAIL_VERIFICATION: '0',
        STRIPE_SECRET_KEY: 'sk_test_x',
        LLM_PROVIDER: 'anthropic',
      }),
      emailKind: 'smtp',
    });
    expect(other).toMatchObject({
      emailVerificationEnabled: false,
      paymentsMode: 'stripe',
      aiProvider: 'anthropic',
      emailDelivery: 'smtp',
    });
  });

  it('lists the email outbox newest first, paginated', async () => {
    const base = Date.now();
    await t.database.db.insert(outboxMessages).values(
      Array.from({ length: 12 }, (_, i) => ({
        channel: 'email',
        recipient: `r${i}@example.test`,
        subject: `Subject ${i}`,
        textBody: `Body ${i}`,
        status: 'stored',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const first = (await (await admin.get('/api/admin/outbox')).json()) as AdminOutboxPage;
    expect(first.total).toBe(12);
    expect(first.messages).toHaveLength(10);
    expect(first.messages[0]).toMatchObject({
      recipient: 'r11@example.test',
      subject: 'Subject 11',
      textBody: 'Body 11',
    });
    const second = (await (await admin.get('/api/admin/outbox?page=2')).json()) as AdminOutboxPage;
    expect(second.messages.map((m) => m.recipient)).toEqual(['r1@example.test', 'r0@example.test']);
  });

  it('grants and revokes the admin role from the shell, audited, never removing the last admin', async () => {
    const { db } = t.database;
    const granted = await setUserRoleByEmail({
      db,
      email: regularAccount.email.toUpperCase(),
      role: 'admin',
    });
    expect(granted.role).toBe('admin');
    await setUserRoleByEmail({ db, email: regularAccount.email, role: 'user' });
    const [latest] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, regularAccount.userId))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(latest).toMatchObject({ actorUserId: null, details: { from: 'admin', to: 'user', via: 'cli' } });
    await expect(
      setUserRoleByEmail({ db, email: 'nobody@example.test', role: 'admin' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const adminEmail = ((await (await admin.get('/api/me')).json()) as { email: string }).email;
    await expect(setUserRoleByEmail({ db, email: adminEmail, role: 'user' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('runs as `admin-cli grant EMAIL` against DATABASE_URL (the e2e suite runs it on the embedded database)', async () => {
    const root = findRepoRoot();
    const cli = path.join(root, 'apps/api/src/admin-cli.ts');
    const env = { ...process.env, DATABASE_URL: t.database.connectionString, LOG_LEVEL: 'silent' };
    const granted = await run(process.execPath, ['--import', 'tsx', cli, 'grant', regularAccount.email], {
      cwd: root,
      env,
    });
    expect(granted.stdout.trim()).toBe(`${regularAccount.email} is now an administrator.`);
    const roles = await t.database.db
      .select()
      .from(userRoles)
      .where(eq(userRoles.userId, regularAccount.userId));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    const unknown = run(process.execPath, ['--import', 'tsx', cli, 'grant', 'ghost@example.test'], {
      cwd: root,
      env,
    });
    await expect(unknown).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No account with the email ghost@example.test'),
    });
  });
});
