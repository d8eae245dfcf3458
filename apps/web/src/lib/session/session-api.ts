import type { Me } from '@leadchat/contract';
import { ApiRequestError, apiFetch } from '@/lib/api';

export type SignInInput = { email: string; password: string };
export type SignUpInput = { email: string; password: string; username: string };

/**
 * The signed-in user, or null when signed out. Asks get-session first: it answers 200 with null
 * when signed out, so a signed-out visitor's page load logs no failed (401) request.
 */
export async function fetchMe(signal?: AbortSignal): Promise<Me | null> {
  const session = await apiFetch<unknown>('/api/auth/get-session', { signal });
  if (session === null || session === undefined) return null;
  // Loaded on demand: the schema (and zod) stay out of the first download for signed-out visitors.
  const { MeSchema } = await import('@leadchat/contract');
  try {
    return await apiFetch('/api/me', { schema: MeSchema, signal });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export async function signInWithEmail(input: SignInInput): Promise<void> {
  await apiFetch('/api/auth/sign-in/email', { method: 'POST', body: input });
}

/**
 * better-auth's `name` is required; the username doubles as the display name. When the server asks for
 * email confirmation, the emailed link signs the user in and returns them to the site root (docs/product/calls.md).
 */
export async function signUpWithEmail(input: SignUpInput): Promise<void> {
  await apiFetch('/api/auth/sign-up/email', {
    method: 'POST',
    body: {
      email: input.email,
      password: input.password,
      name: input.username,
      username: input.username,
      callbackURL: '/',
    },
  });
}

export async function signOutRequest(): Promise<void> {
  try {
    // better-auth answers 415 to a POST without a body.
    await apiFetch('/api/auth/sign-out', { method: 'POST', body: {} });
  } catch (error) {
    // Already signed out on the server: the goal is reached.
    if (error instanceof ApiRequestError && error.status === 401) return;
    throw error;
  }
}
