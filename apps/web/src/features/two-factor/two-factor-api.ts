import { TwoFactorStatusSchema, type TwoFactorStatus } from '@leadchat/contract';
import { apiFetch } from '@/lib/api';

/** The query holding the account's two-factor state (GET /api/two-factor). */
export const twoFactorQueryKey = ['two-factor'] as const;

export function fetchTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return apiFetch('/api/two-factor', { schema: TwoFactorStatusSchema, signal });
}

export type TwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Starts enrolment: a new secret (as an otpauth:// URI) and 10 backup codes, shown once. Needs the password. */
export function startTwoFactorSetup(password: string): Promise<TwoFactorSetup> {
  return apiFetch('/api/auth/two-factor/enable', { method: 'POST', body: { password } });
}

/** The first code from the app: two-factor is on from here. Also the sign-in step's TOTP check. */
export async function verifyTotpCode(input: { code: string; trustDevice?: boolean }): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-totp', { method: 'POST', body: input });
}

export async function verifyBackupCode(input: { code: string; trustDevice?: boolean }): Promise<void> {
  await apiFetch('/api/auth/two-factor/verify-backup-code', { method: 'POST', body: input });
}

export async function disableTwoFactor(password: string): Promise<void> {
  await apiFetch('/api/auth/two-factor/disable', { method: 'POST', body: { password } });
}

export function regenerateBackupCodes(password: string): Promise<{ backupCodes: string[] }> {
  return apiFetch('/api/auth/two-factor/generate-backup-codes', { method: 'POST', body: { password } });
}

/**
 * The password step of a sign-in. With two-factor on, the server answers `twoFactorRedirect` and starts no
 * session: the code step must follow.
 */
export async function submitPassword(input: {
  email: string;
  password: string;
}): Promise<{ twoFactorRequired: boolean }> {
  const body = await apiFetch<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', {
    method: 'POST',
    body: input,
  });
  return { twoFactorRequired: body?.twoFactorRedirect === true };
}

/** The base32 secret inside an otpauth:// URI, for people who type it into their app instead of scanning. */
export function secretOfTotpUri(uri: string): string {
  const match = /[?&]secret=([A-Z2-7]+)/i.exec(uri);
  return match?.[1] ?? '';
}

/** "ABCD EFGH …": easier to read and type. */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}
