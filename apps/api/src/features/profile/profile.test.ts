import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountExport, Profile } from '@leadchat/contract';
import {
  auditLog,
  conversations,
  messages,
  profiles,
  session,
  storageObjects,
  user,
  userRoles,
  websites,
} from '../../db/schema.js';
import { signUpAndSignIn } from '../../test/auth-helpers.js';
import { createHttpClient, createTestApp, type HttpClient, type TestApp } from '../../test/test-app.js';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function uploadAvatar(client: HttpClient, data: Buffer, filename: string, type: string): Promise<Response> {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(data)], filename, { type }));
  return client.request('/api/profile/avatar', { method: 'POST', body: form });
}

const APPEARANCE = {
  greeting_message: 'Hi',
  bot_name: 'AI Assistant',
  primary_color: '#8B5CF6',
  position: 'bottom-right' as const,
  size: 'medium' as const,
  auto_popup_delay: 3000,
};

describe('profile', () => {
  let t: TestApp;
  let admin: HttpClient;
  let adminAccount: { userId: string; email: string; password: string };

  beforeAll(async () => {
    t = await createTestApp();
    admin = createHttpClient(t.app);
    adminAccount = await signUpAndSignIn(admin, { sentEmails: t.sentEmails, username: 'first-admin' });
  });
  afterAll(async () => t.close());

  it('shows account info with the role, and "Profile not found" when the profile is missing', async () => {
    const response = await admin.get('/api/profile');
    expect(response.status).toBe(200);
    const profile = (await response.json()) as Profile;
    expect(profile).toMatchObject({
      userId: adminAccount.userId,
      email: adminAccount.email,
      username: 'first-admin',
      role: 'admin',
      avatarUrl: null,
    });
    expect(Date.parse(profile.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const client = createHttpClient(t.app);
    const regular = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    expect(((await (await client.get('/api/profile')).json()) as Profile).role).toBe('user');
    await t.database.db.delete(profiles).where(eq(profiles.userId, regular.userId));
    const missing = await client.get('/api/profile');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Profile not found' } });
    expect((await createHttpClient(t.app).get('/api/profile')).status).toBe(401);
  });

  it('edits the username; an empty one saves as null', async () => {
    const client = createHttpClient(t.app);
    await signUpAndSignIn(client, { sentEmails: t.sentEmails, username: 'before' });
    const renamed = await client.patch('/api/profile', { username: '  after  ' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as Profile).username).toBe('after');
    const cleared = await client.patch('/api/profile', { username: '   ' });
    expect(((await cleared.json()) as Profile).username).toBeNull();
    expect(((await (await client.get('/api/profile')).json()) as Profile).username).toBeNull();
    expect((await client.patch('/api/profile', { username: 'x'.repeat(51) })).status).toBe(400);
    expect((await client.patch('/api/profile', { name: 'nope' })).status).toBe(400);
  });

  it('accepts an image by its bytes whatever its name, serves it safely, and removes the old one', async () => {
    const client = createHttpClient(t.app);
    const account = await signUpAndSignIn(client, { sentEmails: t.sentEmails });

    const first = await uploadAvatar(client, PNG_1X1, 'notes.txt', 'text/plain');
    expect(first.status).toBe(200);
    const { avatarUrl } = (await first.json()) as { avatarUrl: string };
    expect(avatarUrl).toMatch(new RegExp(`^/api/storage/avatars/${account.userId}/avatar\\.png\\?v=`));
    expect(((await (await client.get('/api/profile')).json()) as Profile).avatarUrl).toBe(avatarUrl);

    const served = await createHttpClient(t.app).get(avatarUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(served.headers.get('content-disposition')).toBe('inline; filename="avatar.png"');
    expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
    const etag = served.headers.get('etag');
    expect(etag).toMatch(/^".+"$/);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1X1)).toBe(true);
    const revalidated = await client.request(avatarUrl, { headers: { 'if-none-match': etag! } });
    expect(revalidated.status).toBe(304);

    const second = await uploadAvatar(client, GIF_1X1, 'me.png', 'image/png');
    expect(second.status).toBe(200);
    expect(((await second.json()) as { avatarUrl: string }).avatarUrl).toMatch(/avatar\.gif\?v=/);
    expect((await client.get(avatarUrl)).status).toBe(404);
    const stored = await t.database.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.ownerUserId, account.userId));
    expect(stored.map((row) => row.path)).toEqual([`${account.userId}/avatar.gif`]);
  });

  it('refuses HTML or SVG posing as PNG, files over 5 MB, and non-multipart bodies', async () => {
    const client = createHttpClient(t.app);
    const account = await signUpAndSignIn(client, { sentEmails: t.sentEmails });

    const html = await uploadAvatar(
      client,
      Buffer.from('<!doctype html><script>alert(1)</script>'),
      'photo.png',
      'image/png',
    );
    expect(html.status).toBe(415);
    expect(await html.json()).toEqual({
      error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'File must be an image' },
    });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const svgResponse = await uploadAvatar(client, svg, 'photo.png', 'image/svg+xml');
    expect(svgResponse.status).toBe(415);
    expect(((await svgResponse.json()) as { error: { message: string } }).error.message).toBe(
      'File must be an image',
    );

    const tooLarge = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024 + 1 - PNG_1X1.length)]);
    expect(tooLarge.length).toBe(5 * 1024 * 1024 + 1);
    const big = await uploadAvatar(client, tooLarge, 'big.png', 'image/png');
    expect(big.status).toBe(413);
    expect(((await big.json()) as { error: { message: string } }).error.message).toBe(
      'File size must be less than 5MB',
    );

    const json = await client.post('/api/profile/avatar', { file: 'x' });
    expect(json.status).toBe(415);
    expect(
      (await createHttpClient(t.app).request('/api/profile/avatar', { method: 'POST', body: new FormData() }))
        .status,
    ).toBe(401);

    const stored = await t.database.db
      .select()
      .from(storageObjects)
      .where(eq(storageObjects.ownerUserId, account.userId));
    expect(stored).toHaveLength(0);
    expect(((await (await client.get('/api/profile')).json()) as Profile).avatarUrl).toBeNull();
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const laptop = createHttpClient(t.app);
    const account = await signUpAndSignIn(laptop, { sentEmails: t.sentEmails });
    const phone = createHttpClient(t.app);
    expect(
      (await phone.post('/api/auth/sign-in/email', { email: account.email, password: account.password }))
        .status,
    ).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(200);

    const wrong = await laptop.post('/api/auth/change-password', {
      currentPassword: 'Not-The-Password-1',
      newPassword: 'Brand-New-Secret-77',
    });
    expect(wrong.status).toBe(400);
    const short = await laptop.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'Ab1!xyz',
    });
    expect(short.status).toBe(400);

    const changed = await laptop.post('/api/auth/change-password', {
      currentPassword: account.password,
      newPassword: 'Brand-New-Secret-77',
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    expect((await laptop.get('/api/me')).status).toBe(200);
    expect((await phone.get('/api/me')).status).toBe(401);
    const fresh = createHttpClient(t.app);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: account.email, password: account.password }))
        .status,
    ).toBe(401);
    expect(
      (await fresh.post('/api/auth/sign-in/email', { email: account.email, password: 'Brand-New-Secret-77' }))
        .status,
    ).toBe(200);
  });

  it("exports the user's own websites, conversations with messages and leads, and nobody else's", async () => {
    const { db } = t.database;
    const mine = createHttpClient(t.app);
    const me = await signUpAndSignIn(mine, { sentEmails: t.sentEmails });
    const other = createHttpClient(t.app);
    const them = await signUpAndSignIn(other, { sentEmails: t.sentEmails });

    const [myWebsite] = await db
      .insert(websites)
      .values({ userId: me.userId, name: 'Mine', domain: 'mine.example', appearanceConfig: APPEARANCE })
      .returning();
    const [theirWebsite] = await db
      .insert(websites)
      .values({ userId: them.userId, name: 'Theirs', domain: 'theirs.example', appearanceConfig: APPEARANCE })
      .returning();
    const [myLead] = await db
      .insert(conversations)
      .values({
        websiteId: myWebsite!.id,
        visitorId: 'v1',
        visitorName: 'Ann Lead',
        visitorEmail: 'ann@example.test',
        isLeadCaptured: true,
        leadScore: 70,
      })
      .returning();
    const [myChat] = await db
      .insert(conversations)
      .values({ websiteId: myWebsite!.id, visitorId: 'v2' })
      .returning();
    const [theirChat] = await db
      .insert(conversations)
      .values({
        websiteId: theirWebsite!.id,
        visitorId: 'v3',
        visitorName: 'Secret Person',
        isLeadCaptured: true,
      })
      .returning();
    await db.insert(messages).values([
      { conversationId: myLead!.id, role: 'user', content: 'I need a quote' },
      { conversationId: myLead!.id, role: 'assistant', content: 'Happy to help', responseTimeMs: 40 },
      { conversationId: theirChat!.id, role: 'user', content: 'their private message' },
    ]);

    const response = await mine.get('/api/profile/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="leadchat-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await response.json()) as AccountExport;
    const text = JSON.stringify(data);
    expect(data.account.email).toBe(me.email);
    expect(data.websites.map((w) => w.name)).toEqual(['Mine']);
    expect(data.conversations.map((c) => c.id).sort()).toEqual([myLead!.id, myChat!.id].sort());
    const leadConversation = data.conversations.find((c) => c.id === myLead!.id)!;
    expect(leadConversation.messages.map((m) => m.content)).toEqual(['I need a quote', 'Happy to help']);
    expect(data.leads).toHaveLength(1);
    expect(data.leads[0]).toMatchObject({
      name: 'Ann Lead',
      email: 'ann@example.test',
      score: 70,
      website: 'Mine',
    });
    expect(text).not.toContain('Theirs');
    expect(text).not.toContain('Secret Person');
    expect(text).not.toContain('their private message');
    expect(text).not.toContain(them.email);
  });

  it('deletes the account and everything it owns after checking the password', async () => {
    const { db } = t.database;
    const client = createHttpClient(t.app);
    const account = await signUpAndSignIn(client, { sentEmails: t.sentEmails });
    const [site] = await db
      .insert(websites)
      .values({
        userId: account.userId,
        name: 'Doomed',
        domain: 'doomed.example',
        appearanceConfig: APPEARANCE,
      })
      .returning();
    const [chat] = await db.insert(conversations).values({ websiteId: site!.id, visitorId: 'v' }).returning();
    await db.insert(messages).values({ conversationId: chat!.id, role: 'user', content: 'hello' });
    await uploadAvatar(client, PNG_1X1, 'a.png', 'image/png');

    const wrong = await client.post('/api/profile/delete-account', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect((await db.select().from(user).where(eq(user.id, account.userId))).length).toBe(1);
    expect((await client.post('/api/profile/delete-account', {})).status).toBe(400);

    const deleted = await client.post('/api/profile/delete-account', { password: account.password });
    expect(deleted.status).toBe(204);
    expect((await client.get('/api/me')).status).toBe(401);
    expect(await db.select().from(user).where(eq(user.id, account.userId))).toHaveLength(0);
    expect(await db.select().from(websites).where(eq(websites.userId, account.userId))).toHaveLength(0);
    expect(await db.select().from(conversations).where(eq(conversations.id, chat!.id))).toHaveLength(0);
    expect(await db.select().from(messages).where(eq(messages.conversationId, chat!.id))).toHaveLength(0);
    expect(await db.select().from(session).where(eq(session.userId, account.userId))).toHaveLength(0);
    expect(
      await db.select().from(storageObjects).where(eq(storageObjects.ownerUserId, account.userId)),
    ).toHaveLength(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, account.userId));
    expect(audit.map((row) => row.action)).toEqual(['account.deleted']);
    const signIn = await createHttpClient(t.app).post('/api/auth/sign-in/email', {
      email: account.email,
      password: account.password,
    });
    expect(signIn.status).toBe(401);
  });

  it('does not let the last administrator delete their account', async () => {
    const { db } = t.database;
    const refused = await admin.post('/api/profile/delete-account', { password: adminAccount.password });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(
      /only administrator/,
    );
    expect(await db.select().from(user).where(eq(user.id, adminAccount.userId))).toHaveLength(1);

    // With a second administrator the first may leave.
    const other = createHttpClient(t.app);
    const second = await signUpAndSignIn(other, { sentEmails: t.sentEmails });
    const promoted = await admin.put(`/api/admin/users/${second.userId}/role`, { role: 'admin' });
    expect(promoted.status).toBe(200);
    expect(
      (await admin.post('/api/profile/delete-account', { password: adminAccount.password })).status,
    ).toBe(204);
    const admins = await db.select().from(userRoles).where(eq(userRoles.role, 'admin'));
    expect(admins.map((row) => row.userId)).toEqual([second.userId]);
  });
});
