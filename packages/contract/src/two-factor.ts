import { z } from 'zod';

/** A second factor of the account (docs/product/data.md "MFA factor"). Only authenticator apps (TOTP) are offered. */
export const MfaFactorSchema = z.object({
  type: z.enum(['totp', 'phone']),
  status: z.enum(['verified', 'unverified']),
  friendlyName: z.string(),
});
export type MfaFactor = z.infer<typeof MfaFactorSchema>;

/** GET /api/two-factor — the signed-in account's two-factor state (never a seed or a code). */
export const TwoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  factors: z.array(MfaFactorSchema),
  /** Unused backup codes left (0 when two-factor is off). */
  backupCodesRemaining: z.number().int().min(0),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Digits of an authenticator-app code. */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** GET/PUT /api/admin/security — installation-wide sign-in rules an administrator sets. */
export const AdminSecuritySettingsSchema = z.object({
  /** Administrators must have two-factor sign-in on before the admin pages answer them. */
  requireAdminTwoFactor: z.boolean(),
});
export type AdminSecuritySettings = z.infer<typeof AdminSecuritySettingsSchema>;

/** The error code of admin endpoints while the rule applies to the caller (403). */
export const TWO_FACTOR_REQUIRED_CODE = 'TWO_FACTOR_REQUIRED';
export const TWO_FACTOR_REQUIRED_MESSAGE =
  'Administrators must turn on two-factor sign-in first. Turn it on in your profile, then come back.';
