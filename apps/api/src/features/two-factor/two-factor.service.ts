/**
 * The account's two-factor state for /profile, and the installation's rule that administrators must use it.
 * Enabling, verifying and disabling are better-auth's two-factor endpoints (features/auth/two-factor.ts).
 */
import {
  TWO_FACTOR_REQUIRED_CODE,
  TWO_FACTOR_REQUIRED_MESSAGE,
  type AdminSecuritySettings,
  type TwoFactorStatus,
} from '@leadchat/contract';
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.js';
import { appSettings, auditLog, twoFactor, user } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';

const REQUIRE_ADMIN_TWO_FACTOR_KEY = 'security.require_admin_two_factor';

/** Whether two-factor is on, the factor list (docs/product/data.md) and how many backup codes are left. */
export async function getTwoFactorStatus(options: {
  db: Queryable;
  userId: string;
}): Promise<TwoFactorStatus> {
  const { db, userId } = options;
  const [row] = await db
    .select({
      enabled: user.twoFactorEnabled,
      verified: twoFactor.verified,
      backupCodes: twoFactor.backupCodes,
    })
    .from(user)
    .leftJoin(twoFactor, eq(twoFactor.userId, user.id))
    .where(eq(user.id, userId));
  if (!row) return { enabled: false, factors: [], backupCodesRemaining: 0 };
  const factors: TwoFactorStatus['factors'] =
    row.verified === null
      ? []
      : [
          {
            type: 'totp',
            status: row.verified && row.enabled ? 'verified' : 'unverified',
            friendlyName: 'Authenticator app',
          },
        ];
  return {
    enabled: row.enabled,
    factors,
    backupCodesRemaining: row.enabled ? countStoredBackupCodes(row.backupCodes) : 0,
  };
}

/** The stored list is a JSON array of digests (never the codes themselves). */
function countStoredBackupCodes(stored: string | null): number {
  if (!stored) return 0;
  try {
    const parsed = JSON.parse(stored) as unknown;
    return Array.isArray(parsed) ? parsed.length : 0;
  } catch {
    return 0;
  }
}

export async function getAdminSecuritySettings(options: { db: Queryable }): Promise<AdminSecuritySettings> {
  const [row] = await options.db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, REQUIRE_ADMIN_TWO_FACTOR_KEY));
  return { requireAdminTwoFactor: row?.value === true };
}

/**
 * Turns the rule on or off, audited. Turning it on requires the acting administrator to have two-factor on
 * already: the rule would otherwise lock them out of the page they are on.
 */
export async function updateAdminSecuritySettings(options: {
  db: Database;
  actor: { id: string; twoFactorEnabled: boolean };
  settings: AdminSecuritySettings;
}): Promise<AdminSecuritySettings> {
  const { db, actor, settings } = options;
  if (settings.requireAdminTwoFactor && !actor.twoFactorEnabled) {
    throw new AppError(
      'BAD_REQUEST',
      'Turn on two-factor sign-in for your own account before requiring it of administrators.',
    );
  }
  await db.transaction(async (tx) => {
    await tx
      .insert(appSettings)
      .values({
        key: REQUIRE_ADMIN_TWO_FACTOR_KEY,
        value: settings.requireAdminTwoFactor,
        updatedByUserId: actor.id,
      })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: settings.requireAdminTwoFactor, updatedByUserId: actor.id, updatedAt: new Date() },
      });
    await tx.insert(auditLog).values({
      actorUserId: actor.id,
      action: 'admin.security_settings_changed',
      targetType: 'settings',
      targetId: REQUIRE_ADMIN_TWO_FACTOR_KEY,
      details: { requireAdminTwoFactor: settings.requireAdminTwoFactor },
    });
  });
  return settings;
}

/** Throws 403 TWO_FACTOR_REQUIRED when the rule is on and this administrator has no second factor. */
export async function assertAdminMeetsTwoFactorRule(options: {
  db: Queryable;
  admin: { twoFactorEnabled: boolean };
}): Promise<void> {
  if (options.admin.twoFactorEnabled) return;
  const { requireAdminTwoFactor } = await getAdminSecuritySettings({ db: options.db });
  if (requireAdminTwoFactor) {
    throw new AppError(TWO_FACTOR_REQUIRED_CODE, TWO_FACTOR_REQUIRED_MESSAGE);
  }
}
