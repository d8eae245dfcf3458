import type { PublicConfig } from '@leadchat/contract';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '@/lib/api';

type PublicConfigState =
  | { status: 'idle' | 'pending'; data?: undefined; fetchedAt?: undefined }
  | { status: 'success'; data: PublicConfig; fetchedAt: number }
  | { status: 'error'; data?: undefined; fetchedAt: number };

/** Re-read after this long (it changes only when the server restarts with other settings). */
const STALE_MS = 10 * 60_000;
/** A failed read is retried by the next page that asks, after this pause. */
const RETRY_MS = 5_000;

const IDLE: PublicConfigState = { status: 'idle' };
let state: PublicConfigState = IDLE;
let isFetching = false;
const listeners = new Set<() => void>();

function setState(next: PublicConfigState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts reading GET /api/public-config unless a fresh answer (or a request) is already there. */
export function loadPublicConfig(): void {
  if (isFetching) return;
  if (state.status === 'success' && Date.now() - state.fetchedAt < STALE_MS) return;
  if (state.status === 'error' && Date.now() - state.fetchedAt < RETRY_MS) return;
  isFetching = true;
  // A stale answer stays on screen while it is refreshed.
  if (state.status !== 'success') setState({ status: 'pending' });
  apiFetch<PublicConfig>('/api/public-config')
    .then(
      (data) => setState({ status: 'success', data, fetchedAt: Date.now() }),
      () => {
        if (state.status !== 'success') setState({ status: 'error', fetchedAt: Date.now() });
      },
    )
    .finally(() => {
      isFetching = false;
    });
}

/**
 * GET /api/public-config: PUBLIC_URL and the seeded demo / widget-test website ids, read once per page load and
 * shared by every component. Read without the zod schema on purpose: these public pages stay free of the
 * contract's runtime (the type still comes from the contract), and of react-query. A hydrating render sees no
 * data (as the pre-rendered markup does); the answer arrives right after.
 */
export function usePublicConfig(): { data: PublicConfig | undefined; isPending: boolean } {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => IDLE,
  );
  useEffect(loadPublicConfig, []);
  return { data: current.data, isPending: current.status === 'idle' || current.status === 'pending' };
}
