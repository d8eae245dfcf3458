import { useCallback, useState } from 'react';
import { useAuth } from '@/lib/session/use-auth';

/** docs/product/data.md browser-stored items (setup steps, onboarding and banner dismissal, dismissed tips), per user. */
export function storageKey(userId: string | undefined, name: string): string {
  return `leadchat:${userId ?? 'anonymous'}:${name}`;
}

function read<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

/** useState that survives reloads in localStorage (quietly in memory only when storage is unavailable). */
export function useStoredState<T>(name: string, fallback: T): [T, (value: T | ((previous: T) => T)) => void] {
  const { user } = useAuth();
  const key = storageKey(user?.id, name);
  const [state, setState] = useState<{ key: string; value: T }>(() => ({ key, value: read(key, fallback) }));
  // A different signed-in user (or the user arriving after the first render) reads their own value.
  const current = state.key === key ? state.value : read(key, fallback);
  if (state.key !== key) setState({ key, value: current });

  const update = useCallback(
    (value: T | ((previous: T) => T)) => {
      setState((previous) => {
        const base = previous.key === key ? previous.value : read(key, fallback);
        const next = typeof value === 'function' ? (value as (previous: T) => T)(base) : value;
        try {
          window.localStorage.setItem(key, JSON.stringify(next));
        } catch {
          // Private mode or a full quota: keep it for this visit.
        }
        return { key, value: next };
      });
    },
    // `fallback` is a constant per call site.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key],
  );
  return [current, update];
}
