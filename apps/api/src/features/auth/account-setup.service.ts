import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { profiles, user, userRoles } from '../../db/schema.js';
import { SYSTEM_USER_ID } from '../demo/system-user.js';

/**
 * Creates the profile of a new account and its role row. The very first account of an installation becomes
 * the administrator (docs/product/improvements.md); an advisory lock makes two simultaneous first sign-ups agree on one.
 */
export async function setUpNewAccount(options: {
  db: Database;
  userId: string;
  username: string | null;
}): Promise<void> {
  const { db, userId, username } = options;
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId, username }).onConflictDoNothing();
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('leadchat:first-admin'))`);
    const [existingRole] = await tx
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .limit(1);
    if (existingRole) return;
    // The seeded system account (owner of the demo websites) is not a person: it never counts as "another user".
    const [otherUser] = await tx
      .select({ id: user.id })
      .from(user)
      .where(and(ne(user.id, userId), ne(user.id, SYSTEM_USER_ID)))
      .limit(1);
    await tx
      .insert(userRoles)
      .values({ userId, role: otherUser ? 'user' : 'admin' })
      .onConflictDoNothing();
  });
}

/** Makes sure a profile row exists (repairs an account whose set-up failed after sign-up). */
export async function ensureProfile(options: { db: Queryable; userId: string }): Promise<void> {
  await options.db.insert(profiles).values({ userId: options.userId }).onConflictDoNothing();
}

/** Admin status is the presence of a user_roles row with role admin (docs/product/roles.md). */
export async function isUserAdmin(options: { db: Queryable; userId: string }): Promise<boolean> {
  const [row] = await options.db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, options.userId), eq(userRoles.role, 'admin')))
    .limit(1);
  return Boolean(row);
}
