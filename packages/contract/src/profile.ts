import { z } from 'zod';
import { safeText } from './text.js';

export const RoleSchema = z.enum(['admin', 'user']);
export type Role = z.infer<typeof RoleSchema>;

/** GET /api/profile — the signed-in user's profile and account info (404 "Profile not found" when missing). */
export const ProfileSchema = z.object({
  userId: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: RoleSchema,
  /** When the account was created (ISO). */
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

export const USERNAME_MAX_LENGTH = 50;

/** PATCH /api/profile — an empty username saves as null (docs/product/validation.md). */
export const UpdateProfileRequestSchema = z.object({
  username: safeText({ label: 'Username' })
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`)
    .nullable()
    .transform((value) => (value === null || value.trim() === '' ? null : value.trim())),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequestSchema>;

/** Avatar rules (docs/product/validation.md and docs/product/limits.md): images only, under 5 MB. SVG is refused (it can carry script). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_ALLOWED_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const AVATAR_TOO_LARGE_MESSAGE = 'File size must be less than 5MB';
export const AVATAR_NOT_IMAGE_MESSAGE = 'File must be an image';

/** POST /api/profile/avatar (multipart/form-data, field "file"). */
export const AvatarUploadResponseSchema = z.object({ avatarUrl: z.string() });
export type AvatarUploadResponse = z.infer<typeof AvatarUploadResponseSchema>;

/** POST /api/profile/delete-account — the password confirms it. */
export const DeleteAccountRequestSchema = z.object({
  password: safeText({ label: 'Password' }).min(1, 'Password is required').max(256),
});
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

export const LAST_ADMIN_DELETE_MESSAGE =
  'You are the only administrator. Make another user an administrator before deleting your account.';

/** GET /api/profile/export — everything the user owns, as one JSON document. */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  account: z.object({
    id: z.string(),
    email: z.string(),
    username: z.string().nullable(),
    role: RoleSchema,
    createdAt: z.string(),
  }),
  websites: z.array(z.record(z.string(), z.unknown())),
  conversations: z.array(
    z.record(z.string(), z.unknown()).and(z.object({ messages: z.array(z.record(z.string(), z.unknown())) })),
  ),
  leads: z.array(z.record(z.string(), z.unknown())),
  subscriptions: z.array(z.record(z.string(), z.unknown())),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;

/** Password rules for the change-password dialog (docs/product/improvements.md: 8, not the spec's 6). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
