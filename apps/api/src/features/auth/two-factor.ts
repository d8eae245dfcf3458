/**
 * Two-factor sign-in: better-auth's two-factor plugin (TOTP + backup codes + trusted devices), with three things
 * the plugin does not do on its own (docs/decisions/0095-two-factor-with-better-auth.md):
 *
 * - the TOTP seed is sealed with our secret box (SECRETS_KEY) around the plugin's own encryption, through a
 *   field transform on the `secret` column, so a database dump alone never yields a seed;
 * - backup codes are stored as SHA-256 digests, never the codes: the plugin's "encrypt" hook digests each code
 *   and the submitted code is digested before the plugin compares (see `digestSubmittedBackupCode`);
 * - an accepted TOTP code can't be used twice while it is still valid (`claimTotpCode` / `releaseTotpCode`).
 */
import { createHash, randomInt } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { twoFactor } from 'better-auth/plugins';
import type { Database } from '../../db/client.js';
import { twoFactorUsedCodes } from '../../db/schema.js';
import type { SecretBox } from '../../lib/secret-box.js';

export const TOTP_PERIOD_SECONDS = 30;
/** The plugin accepts the previous, current and next period's code (window 1); a used code is kept past that. */
const USED_CODE_TTL_MS = 4 * TOTP_PERIOD_SECONDS * 1000;
export const BACKUP_CODE_COUNT = 10;
export const TRUSTED_DEVICE_DAYS = 30;
/** Unambiguous lower-case letters and digits (no 0/o, 1/l/i): codes are read off paper and typed by hand. */
const BACKUP_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const BACKUP_CODE_DIGEST_PREFIX = 'sha256:';

/** A fresh backup code, `xxxxx-xxxxx` (10 characters from 31: about 49.5 bits). */
export function generateBackupCode(): string {
  let code = '';
  for (let i = 0; i < 10; i += 1) code += BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a person may type for a code (spaces, no dash, capitals) reduced to the stored form. */
export function normaliseBackupCode(input: string): string {
  const compact = input.toLowerCase().replace(/[\s-]/g, '');
  return compact.length === 10 ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

/** The digest a backup code is stored and compared as. The codes are random, so a plain SHA-256 suffices. */
export function digestBackupCode(input: string): string {
  return `${BACKUP_CODE_DIGEST_PREFIX}${createHash('sha256').update(normaliseBackupCode(input)).digest('base64url')}`;
}

/**
 * The plugin hands its "encrypt" hook a JSON list: the new plain codes when it generates them, or the remaining
 * (already digested) entries after one is used. Either way the stored list holds digests only.
 */
function storeBackupCodeDigests(json: string): string {
  const entries = JSON.parse(json) as unknown;
  if (!Array.isArray(entries)) throw new Error('backup codes must be a list');
  return JSON.stringify(
    entries.map((entry) => {
      const value = String(entry);
      return value.startsWith(BACKUP_CODE_DIGEST_PREFIX) ? value : digestBackupCode(value);
    }),
  );
}

/** The configured better-auth plugin. */
export function createTwoFactorPlugin(options: { secretBox: SecretBox }) {
  const { secretBox } = options;
  const plugin = twoFactor({
    issuer: 'LeadChat',
    totpOptions: { period: TOTP_PERIOD_SECONDS, digits: 6 },
    backupCodeOptions: {
      amount: BACKUP_CODE_COUNT,
      customBackupCodesGenerate: () => Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode),
      storeBackupCodes: {
        encrypt: async (json) => storeBackupCodeDigests(json),
        // The stored list is compared against the submitted code's digest as it is.
        decrypt: async (stored) => stored,
      },
    },
    trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    // Ten minutes to type the code after the password; five wrong codes per challenge (the plugin's own), and the
    // account locks for 15 minutes after ten wrong codes in a row, across challenges (like passwords).
    twoFactorCookieMaxAge: 10 * 60,
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
  // Seal the seed for storage and open it on the way out: the column only ever holds secret-box output.
  const secretField = plugin.schema.twoFactor.fields.secret as Record<string, unknown>;
  secretField.transform = {
    input: (value: unknown) => (typeof value === 'string' ? secretBox.seal(value) : value),
    output: (value: unknown) => (typeof value === 'string' ? secretBox.open(value) : value),
  };
  return plugin;
}

function digestTotpCode(code: string): string {
  return createHash('sha256').update(code.trim()).digest('base64url');
}

/**
 * Marks a TOTP code as used by this account; false when it was used already (a replay). Atomic: of two requests
 * with one code, one wins. An expired mark is reclaimed.
 */
export async function claimTotpCode(options: {
  db: Database;
  userId: string;
  code: string;
}): Promise<boolean> {
  const { db, userId, code } = options;
  const expiresAt = new Date(Date.now() + USED_CODE_TTL_MS);
  const rows = await db
    .insert(twoFactorUsedCodes)
    .values({ userId, codeHash: digestTotpCode(code), expiresAt })
    .onConflictDoUpdate({
      target: [twoFactorUsedCodes.userId, twoFactorUsedCodes.codeHash],
      set: { expiresAt },
      setWhere: lt(twoFactorUsedCodes.expiresAt, sql`now()`),
    })
    .returning({ userId: twoFactorUsedCodes.userId });
  // Old marks of this account are useless now; dropping them here keeps the table small without a job.
  await db
    .delete(twoFactorUsedCodes)
    .where(and(eq(twoFactorUsedCodes.userId, userId), lt(twoFactorUsedCodes.expiresAt, sql`now()`)));
  return rows.length > 0;
}

/** Undoes this request's claim when the verification failed (a wrong code must not block the right one later). */
export async function releaseTotpCode(options: {
  db: Database;
  userId: string;
  code: string;
}): Promise<void> {
  await options.db
    .delete(twoFactorUsedCodes)
    .where(
      and(
        eq(twoFactorUsedCodes.userId, options.userId),
        eq(twoFactorUsedCodes.codeHash, digestTotpCode(options.code)),
      ),
    );
}
