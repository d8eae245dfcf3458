import {
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  USERNAME_MAX_LENGTH,
} from '@leadchat/contract';
import { z } from 'zod';

/** Change-password dialog (docs/product/validation.md with docs/product/improvements.md's 8 characters). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Current password is required'),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE),
    confirmPassword: z.string().min(1, PASSWORDS_DO_NOT_MATCH_MESSAGE),
  })
  .refine((values) => values.newPassword === values.confirmPassword, {
    message: PASSWORDS_DO_NOT_MATCH_MESSAGE,
    path: ['confirmPassword'],
  });
export type ChangePasswordFormValues = z.infer<typeof ChangePasswordFormSchema>;

export const UsernameFormSchema = z.object({
  username: z.string().max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
});
export type UsernameFormValues = z.infer<typeof UsernameFormSchema>;

export const DeleteAccountFormSchema = z.object({ password: z.string().min(1, 'Password is required') });
export type DeleteAccountFormValues = z.infer<typeof DeleteAccountFormSchema>;
