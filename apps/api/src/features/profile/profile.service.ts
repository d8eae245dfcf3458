/**
 * The signed-in user's own profile: username, avatar, data export and account deletion.
 */
import { verify } from '@node-rs/argon2';
import {
  AVATAR_ALLOWED_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_NOT_IMAGE_MESSAGE,
  AVATAR_TOO_LARGE_MESSAGE,
  LAST_ADMIN_DELETE_MESSAGE,
  type AccountExport,
  type Profile,
} from '@leadchat/contract';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { PaymentsProvider } from '../../adapters/payments/index.js';
import type { Database, Queryable } from '../../db/client.js';
import {
  account,
  auditLog,
  conversations,
  messages,
  profiles,
  subscriptions,
  user,
  userRoles,
  websites,
} from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Logger } from '../../lib/logger.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { isUserAdmin } from '../auth/account-setup.service.js';
import { cancelSubscriptionsAtProvider } from '../billing/billing.service.js';
import { putObject, removeObjectsByPrefix } from '../storage/storage.service.js';

const AVATAR_BUCKET = 'avatars';
const EXTENSIONS: Record<(typeof AVATAR_ALLOWED_TYPES)[number], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};
/** Same lock as the first-admin set-up and role changes: admin counts are read and changed one at a time. */
const ADMIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('leadchat:first-admin'))`;

/** The user's profile and account info; 404 "Profile not found" when the profile row is missing. */
export async function getProfile(options: { db: Queryable; userId: string }): Promise<Profile> {
  const { db, userId } = options;
  const [row] = await db
    .select({
      userId: profiles.userId,
      email: user.email,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
      createdAt: user.createdAt,
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.userId, userId));
  if (!row) throw notFound('Profile');
  return {
    ...row,
    role: (await isUserAdmin({ db, userId })) ? 'admin' : 'user',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Saves the username (null when empty, docs/product/validation.md). */
export async function updateProfile(options: {
  db: Database;
  userId: string;
  username: string | null;
}): Promise<Profile> {
  const { db, userId, username } = options;
  const updated = await db
    .update(profiles)
    .set({ username })
    .where(eq(profiles.userId, userId))
    .returning({ userId: profiles.userId });
  if (updated.length === 0) throw notFound('Profile');
  return getProfile({ db, userId });
}

/**
 * Stores a new avatar. The type comes from the file's bytes (never its name or the browser's claim): PNG, JPEG,
 * WebP or GIF only; SVG and everything else is refused. The old avatar is removed in the same transaction.
 */
export async function uploadAvatar(options: {
  db: Database;
  userId: string;
  data: Buffer;
}): Promise<{ avatarUrl: string }> {
  const { db, userId, data } = options;
  if (data.length > AVATAR_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE_MESSAGE);
  if (data.length === 0) throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_NOT_IMAGE_MESSAGE);
  const detected = await fileTypeFromBuffer(data);
  const mime = detected?.mime as (typeof AVATAR_ALLOWED_TYPES)[number] | undefined;
  if (!mime || !AVATAR_ALLOWED_TYPES.includes(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', AVATAR_NOT_IMAGE_MESSAGE);
  }
  const path = `${userId}/avatar.${EXTENSIONS[mime]}`;
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(profiles.userId, userId));
    if (!profile) throw notFound('Profile');
    await removeObjectsByPrefix({ db: tx, bucket: AVATAR_BUCKET, pathPrefix: `${userId}/avatar.` });
    const { etag } = await putObject({
      db: tx,
      bucket: AVATAR_BUCKET,
      path,
      contentType: mime,
      data,
      ownerUserId: userId,
    });
    // The version in the query string makes a new avatar show at once despite the cache.
    const avatarUrl = `/api/storage/${AVATAR_BUCKET}/${path}?v=${etag.replaceAll('"', '').slice(0, 12)}`;
    await tx.update(profiles).set({ avatarUrl }).where(eq(profiles.userId, userId));
    return { avatarUrl };
  });
}

function toJsonRow<T extends Record<string, unknown>>(row: T): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}

/** Everything the user owns, as one JSON document (their websites, conversations with messages, leads). */
export async function exportAccount(options: { db: Database; userId: string }): Promise<AccountExport> {
  const { db, userId } = options;
  const profile = await getProfile({ db, userId });
  const ownWebsites = await db
    .select()
    .from(websites)
    .where(eq(websites.userId, userId))
    .orderBy(desc(websites.createdAt));
  const websiteIds = ownWebsites.map((website) => website.id);
  const ownConversations = websiteIds.length
    ? await db
        .select()
        .from(conversations)
        .where(inArray(conversations.websiteId, websiteIds))
        .orderBy(desc(conversations.lastActivityAt))
    : [];
  const conversationIds = ownConversations.map((conversation) => conversation.id);
  const ownMessages = conversationIds.length
    ? await db
        .select()
        .from(messages)
        .where(inArray(messages.conversationId, conversationIds))
        .orderBy(asc(messages.createdAt))
    : [];
  const messagesByConversation = new Map<string, Record<string, unknown>[]>();
  for (const message of ownMessages) {
    const list = messagesByConversation.get(message.conversationId) ?? [];
    list.push(
      toJsonRow({
        id: message.id,
        role: message.role,
        content: message.content,
        responseTimeMs: message.responseTimeMs,
        createdAt: message.createdAt,
      }),
    );
    messagesByConversation.set(message.conversationId, list);
  }
  const websiteNames = new Map(ownWebsites.map((website) => [website.id, website.name]));
  const ownSubscriptions = await db
    .select({
      provider: subscriptions.provider,
      tier: subscriptions.tier,
      status: subscriptions.status,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      trialEnd: subscriptions.trialEnd,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId));

  return {
    exportedAt: new Date().toISOString(),
    account: {
      id: profile.userId,
      email: profile.email,
      username: profile.username,
      role: profile.role,
      createdAt: profile.createdAt,
    },
    websites: ownWebsites.map((website) => toJsonRow(website)),
    conversations: ownConversations.map((conversation) => ({
      ...toJsonRow(conversation),
      messages: messagesByConversation.get(conversation.id) ?? [],
    })),
    leads: ownConversations
      .filter((conversation) => conversation.isLeadCaptured)
      .map((conversation) =>
        toJsonRow({
          conversationId: conversation.id,
          website: websiteNames.get(conversation.websiteId) ?? null,
          name: conversation.visitorName,
          email: conversation.visitorEmail,
          phone: conversation.visitorPhone,
          company: conversation.visitorCompany,
          status: conversation.leadStatus,
          score: conversation.leadScore,
          tags: conversation.tags,
          notes: conversation.notes,
          capturedAt: conversation.leadCapturedAt,
          createdAt: conversation.createdAt,
        }),
      ),
    subscriptions: ownSubscriptions.map((row) => toJsonRow(row)),
  };
}

async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db.select({ value: count() }).from(userRoles).where(eq(userRoles.role, 'admin'));
  return row?.value ?? 0;
}

async function assertNotLastAdmin(db: Queryable, userId: string): Promise<void> {
  if ((await isUserAdmin({ db, userId })) && (await countAdmins(db)) <= 1) {
    throw new AppError('BAD_REQUEST', LAST_ADMIN_DELETE_MESSAGE);
  }
}

/** Checks the user's own password against its stored argon2id hash. */
async function isPasswordCorrect(db: Queryable, userId: string, password: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  if (!row?.hash) return false;
  try {
    return await verify(row.hash, password);
  } catch {
    return false;
  }
}

/**
 * Deletes the account and everything it owns (websites with their conversations, messages, knowledge and
 * integrations; subscriptions; avatar; sessions) in one transaction. The password confirms it; the last
 * administrator cannot leave the installation without one.
 */
export async function deleteAccount(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  password: string;
  log?: Logger;
}): Promise<void> {
  const { db, payments, userId, password, log } = options;
  const limit = await consumeRateLimit({
    db,
    key: `account-delete:${userId}`,
    limit: 5,
    windowMs: 15 * 60_000,
  });
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.', {
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  if (!(await isPasswordCorrect(db, userId, password)))
    throw new AppError('BAD_REQUEST', 'The password is incorrect');
  await assertNotLastAdmin(db, userId);
  await cancelSubscriptionsAtProvider({ db, payments, userId, log });

  await db.transaction(async (tx) => {
    await tx.execute(ADMIN_LOCK);
    await assertNotLastAdmin(tx, userId);
    // Every owned row references the user with ON DELETE CASCADE (websites → conversations → messages, …).
    const deleted = await tx.delete(user).where(eq(user.id, userId)).returning({ id: user.id });
    if (deleted.length === 0) throw notFound('Account');
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: 'account.deleted',
      targetType: 'user',
      targetId: userId,
      details: { by: 'self' },
    });
  });
  log?.info({ userId }, 'account deleted by its owner');
}
