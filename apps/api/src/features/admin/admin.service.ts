/**
 * Administration (docs/product/screens.md /admin, docs/product/roles.md): user counts, the user list, role changes (one transaction with an
 * audit row), the read-only system settings and the email outbox. Admin-only: the routes check the role.
 */
import {
  OWN_ROLE_CHANGE_MESSAGE,
  type AdminOutboxPage,
  type AdminStats,
  type AdminUser,
  type AdminUsersPage,
  type Role,
  type SystemSettings,
} from '@leadchat/contract';
import { and, count, countDistinct, desc, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Database, Queryable } from '../../db/client.js';
import { auditLog, outboxMessages, profiles, user, userRoles } from '../../db/schema.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { SYSTEM_USER_ID } from '../demo/system-user.js';

/** Same lock as the first-admin set-up and account deletion: admin counts change one at a time. */
const ADMIN_LOCK = sql`select pg_advisory_xact_lock(hashtext('leadchat:first-admin'))`;

export const LAST_ADMIN_REVOKE_MESSAGE =
  'This is the only administrator; grant another user the admin role first.';

/** Correlated: the listed user has a role row with role admin. */
const isAdminExpression = sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${user.id} and ${userRoles.role} = 'admin')`;

/** The installation's system account (owner of the seeded demo websites) is nobody to administer. */
const isPerson = ne(user.id, SYSTEM_USER_ID);

/** Total, admin and regular user counts. */
export async function getAdminStats(options: { db: Queryable }): Promise<AdminStats> {
  const { db } = options;
  const [total] = await db.select({ value: count() }).from(user).where(isPerson);
  const [admins] = await db
    .select({ value: countDistinct(userRoles.userId) })
    .from(userRoles)
    .where(and(eq(userRoles.role, 'admin'), ne(userRoles.userId, SYSTEM_USER_ID)));
  const totalUsers = total?.value ?? 0;
  const adminUsers = admins?.value ?? 0;
  return { totalUsers, adminUsers, regularUsers: totalUsers - adminUsers };
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/** Users newest first, searched (username, email or id, case-insensitive) and paginated in the database. */
export async function listUsers(options: {
  db: Queryable;
  search: string;
  page: number;
  pageSize: number;
}): Promise<AdminUsersPage> {
  const { db, search, page, pageSize } = options;
  const pattern = `%${escapeLike(search)}%`;
  const where = search
    ? and(
        isPerson,
        or(
          ilike(profiles.username, pattern),
          ilike(user.email, pattern),
          ilike(sql`${user.id}::text`, pattern),
        ),
      )
    : isPerson;
  const [total] = await db
    .select({ value: count() })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(where);
  const rows = await db
    .select({
      userId: user.id,
      username: profiles.username,
      email: user.email,
      isAdmin: isAdminExpression,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(where)
    .orderBy(desc(user.createdAt), desc(user.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    users: rows.map((row): AdminUser => ({
      userId: row.userId,
      username: row.username ?? null,
      email: row.email,
      role: row.isAdmin ? 'admin' : 'user',
      twoFactorEnabled: row.twoFactorEnabled,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}

async function countAdmins(db: Queryable): Promise<number> {
  const [row] = await db
    .select({ value: countDistinct(userRoles.userId) })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'));
  return row?.value ?? 0;
}

async function readRole(db: Queryable, userId: string): Promise<Role> {
  const [row] = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return row ? 'admin' : 'user';
}

/**
 * Sets a user's role (docs/product/behaviour.md: delete the role rows, insert one) with an audit row, in one transaction.
 * `actorUserId` null means the shell (npm run admin). Nobody changes their own role from the dashboard, and the
 * last administrator is never demoted.
 */
export async function setUserRole(options: {
  db: Database;
  actorUserId: string | null;
  targetUserId: string;
  role: Role;
  via: 'dashboard' | 'cli';
}): Promise<AdminUser> {
  const { db, actorUserId, targetUserId, role, via } = options;
  if (actorUserId !== null && actorUserId === targetUserId)
    throw new AppError('FORBIDDEN', OWN_ROLE_CHANGE_MESSAGE);
  await db.transaction(async (tx) => {
    await tx.execute(ADMIN_LOCK);
    const [target] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(eq(user.id, targetUserId), isPerson))
      .limit(1);
    if (!target) throw notFound('User');
    const previous = await readRole(tx, targetUserId);
    if (previous === 'admin' && role === 'user' && (await countAdmins(tx)) <= 1) {
      throw new AppError('BAD_REQUEST', LAST_ADMIN_REVOKE_MESSAGE);
    }
    await tx.delete(userRoles).where(eq(userRoles.userId, targetUserId));
    await tx.insert(userRoles).values({ userId: targetUserId, role });
    await tx.insert(auditLog).values({
      actorUserId,
      action: 'user.role_changed',
      targetType: 'user',
      targetId: targetUserId,
      details: { from: previous, to: role, via },
    });
  });
  const [row] = await db
    .select({
      userId: user.id,
      username: profiles.username,
      email: user.email,
      twoFactorEnabled: user.twoFactorEnabled,
      createdAt: user.createdAt,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, targetUserId));
  if (!row) throw notFound('User');
  return { ...row, username: row.username ?? null, role, createdAt: row.createdAt.toISOString() };
}

/** `npm run admin -- grant|revoke EMAIL`: the same role change, found by email, audited as done from the shell. */
export async function setUserRoleByEmail(options: {
  db: Database;
  email: string;
  role: Role;
}): Promise<AdminUser> {
  const [target] = await options.db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = lower(${options.email.trim()})`)
    .limit(1);
  if (!target) throw new AppError('NOT_FOUND', `No account with the email ${options.email}`);
  return setUserRole({
    db: options.db,
    actorUserId: null,
    targetUserId: target.id,
    role: options.role,
    via: 'cli',
  });
}

/** The read-only System Settings card, from the running configuration. */
export function getSystemSettings(options: { config: Config; emailKind: 'smtp' | 'outbox' }): SystemSettings {
  const { config, emailKind } = options;
  return {
    // Sign-up is always open (email + password through better-auth); there is no switch to close it.
    registrationEnabled: true,
    emailVerificationEnabled: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
    // The built-in assistant answers without any configuration; an LLM provider replaces it when set.
    aiAssistantActive: true,
    aiProvider: config.LLM_PROVIDER ?? 'built-in',
    emailDelivery: emailKind,
    paymentsMode: config.paymentsMode,
  };
}

/** Emails and texts sent or stored by the server, newest first (ARCHITECTURE.md: readable by admins). */
export async function listOutbox(options: {
  db: Queryable;
  page: number;
  pageSize: number;
}): Promise<AdminOutboxPage> {
  const { db, page, pageSize } = options;
  const [total] = await db.select({ value: count() }).from(outboxMessages);
  const rows = await db
    .select({
      id: outboxMessages.id,
      channel: outboxMessages.channel,
      recipient: outboxMessages.recipient,
      subject: outboxMessages.subject,
      textBody: outboxMessages.textBody,
      status: outboxMessages.status,
      createdAt: outboxMessages.createdAt,
    })
    .from(outboxMessages)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    messages: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: total?.value ?? 0,
    page,
    pageSize,
  };
}
