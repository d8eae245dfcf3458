import type { Me } from '@leadchat/contract';
import { useSyncExternalStore } from 'react';
import { ApiRequestError, apiFetch } from '@/lib/api';

/**
 * Who is signed in, for the pre-rendered public pages (features/marketing/client), which run without the app's
 * auth state (react-query, the contract's Me schema and zod). Same two requests as the app's fetchMe: get-session
 * first (200 with null when signed out, so a signed-out visitor logs no failed request), /api/me only with a
 * session. A page is rendered for a signed-out visitor: 'unknown' looks signed out until the answer arrives.
 * Undecidable (server unreachable) counts as signed out: the page stays usable as it was rendered.
 */
export type PublicSession =
  | { status: 'unknown' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: Pick<Me, 'email' | 'isAdmin'> };

const UNKNOWN: PublicSession = { status: 'unknown' };
const SIGNED_OUT: PublicSession = { status: 'signed-out' };

let current: PublicSession = UNKNOWN;
let pending: Promise<PublicSession> | undefined;
const listeners = new Set<() => void>();

async function fetchPublicSession(): Promise<PublicSession> {
  try {
    const session = await apiFetch<unknown>('/api/auth/get-session');
    if (session === null || session === undefined) return SIGNED_OUT;
    const me = await apiFetch<Me>('/api/me');
    return { status: 'signed-in', user: { email: me.email, isAdmin: me.isAdmin === true } };
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) {
      console.warn('Could not read the sign-in state', error);
    }
    return SIGNED_OUT;
  }
}

/** Asks once per page load; every caller gets the same answer. */
export function loadPublicSession(): Promise<PublicSession> {
  pending ??= fetchPublicSession().then((session) => {
    current = session;
    for (const listener of listeners) listener();
    return session;
  });
  return pending;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The session as known now; 'unknown' on the server and while hydrating (the markup is the signed-out page). */
export function usePublicSession(): PublicSession {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => UNKNOWN,
  );
}

/** Forgets the answer (after signing out). */
export function resetPublicSession(): void {
  pending = undefined;
  current = UNKNOWN;
  for (const listener of listeners) listener();
}
