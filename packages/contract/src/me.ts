import { z } from 'zod';

/** GET /api/me — the signed-in user as the web app needs it (401 when signed out). */
export const MeSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  /** Sign-in asks for a second factor (TOTP or a backup code) after the password. */
  twoFactorEnabled: z.boolean(),
  createdAt: z.string(),
});
export type Me = z.infer<typeof MeSchema>;
