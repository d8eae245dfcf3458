import { useCallback, useEffect, useRef, useState } from 'react';

export type LightMutationOptions<TData, TVariables> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onSuccess?: (data: TData, variables: TVariables) => void | Promise<void>;
  onError?: (error: unknown, variables: TVariables) => void | Promise<void>;
  onSettled?: (variables: TVariables) => void;
};

export type LightMutation<TVariables> = {
  /** Starts the write; a call while one is running is ignored (a double click does not send twice). */
  mutate: (variables: TVariables) => void;
  isPending: boolean;
  /** What the running write was called with (undefined when idle), e.g. which button to show as busy. */
  variables: TVariables | undefined;
};

/**
 * A write on the pre-rendered public pages, shaped like TanStack Query's `useMutation` (mutationFn, onSuccess,
 * onError, `isPending`, `variables`) so both halves of the web app read alike. Those pages load neither
 * react-query nor its provider (decision 0145: they stay small for every visitor), and their writes touch no cache,
 * so this holds only the pending state; the signed-in app uses `useMutation` itself (decision 0119).
 */
export function useLightMutation<TData, TVariables = void>(
  options: LightMutationOptions<TData, TVariables>,
): LightMutation<TVariables> {
  const [running, setRunning] = useState<{ variables: TVariables } | null>(null);
  const isRunning = useRef(false);
  // The latest callbacks, so a render between the call and the answer is honoured (as useMutation does).
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const mutate = useCallback((variables: TVariables) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setRunning({ variables });
    void (async () => {
      const { mutationFn, onSuccess, onError, onSettled } = latest.current;
      try {
        const data = await mutationFn(variables);
        await onSuccess?.(data, variables);
      } catch (error) {
        await onError?.(error, variables);
      } finally {
        isRunning.current = false;
        setRunning(null);
        onSettled?.(variables);
      }
    })();
  }, []);

  return { mutate, isPending: running !== null, variables: running?.variables };
}
