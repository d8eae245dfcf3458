import { z } from 'zod';

/** docs/product/improvements.md: at least 8 characters (the spec says 6; 8 is the OWASP ASVS minimum), at most 128. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const USERNAME_MAX_LENGTH = 50;

const emailField = z.string().trim().min(1, 'Email is required').pipe(z.email('Enter a valid email address'));

const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const SignInFormSchema = z.object({
  email: emailField,
  // No length rule here: an account made under older rules must still be able to sign in.
  password: z.string().min(1, 'Password is required'),
});
export type SignInFormValues = z.infer<typeof SignInFormSchema>;

export const SignUpFormSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'Username is required')
    .max(USERNAME_MAX_LENGTH, `Username must be at most ${USERNAME_MAX_LENGTH} characters`),
  email: emailField,
  password: newPasswordField,
});
export type SignUpFormValues = z.infer<typeof SignUpFormSchema>;

export const ForgotPasswordFormSchema = z.object({ email: emailField });
export type ForgotPasswordFormValues = z.infer<typeof ForgotPasswordFormSchema>;

export const UpdatePasswordFormSchema = z
  .object({
    password: newPasswordField,
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'Passwords do not match',
    path: ['confirmPassword'],
  });
export type UpdatePasswordFormValues = z.infer<typeof UpdatePasswordFormSchema>;
