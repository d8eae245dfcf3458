import { apiFetch } from '@/lib/api';

/** Where the password-reset email sends the user back to (better-auth appends `&token=…`). */
export const PASSWORD_RESET_REDIRECT = '/auth?reset=true';

/*
 * The password-reset requests of the /auth screens. Signing in, up and out change the whole app's session and
 * live in lib/session/session-api.ts.
 */

export async function requestPasswordReset(email: string): Promise<void> {
  await apiFetch('/api/auth/request-password-reset', {
    method: 'POST',
    body: { email, redirectTo: PASSWORD_RESET_REDIRECT },
  });
}

export async function resetPassword(input: { newPassword: string; token: string }): Promise<void> {
  await apiFetch('/api/auth/reset-password', { method: 'POST', body: input });
}
