import { eq } from 'drizzle-orm';
import type { Me } from '@leadchat/contract';
import type { Database } from '../../db/client.js';
import { profiles, user } from '../../db/schema.js';
import { ensureProfile } from '../auth/account-setup.service.js';
import { notFound } from '../../lib/app-error.js';

/**
 * The signed-in user's account as the web app shows it; repairs a missing profile row. `isAdmin` comes from
 * the session lookup, which has already read the user's roles.
 */
export async function getMe(options: { db: Database; userId: string; isAdmin: boolean }): Promise<Me> {
  const { db, userId, isAdmin } = options;
  await ensureProfile({ db, userId });
  const [row] = await db
    .select({
      id: user.id,
      email: user.email,
      createdAt: user.createdAt,
      twoFactorEnabled: user.twoFactorEnabled,
      username: profiles.username,
      avatarUrl: profiles.avatarUrl,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) throw notFound('Account');
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? null,
    avatarUrl: row.avatarUrl ?? null,
    isAdmin,
    twoFactorEnabled: row.twoFactorEnabled,
    createdAt: row.createdAt.toISOString(),
  };
}
