import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLightMutation } from './use-light-mutation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useLightMutation', () => {
  it('is pending with its variables until the write settles, then calls onSuccess with the answer', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const mutationFn = vi.fn((_: { plan: string }) => answer.promise);
    const { result } = renderHook(() => useLightMutation({ mutationFn, onSuccess }));
    expect(result.current.isPending).toBe(false);

    act(() => result.current.mutate({ plan: 'chatbot' }));
    expect(result.current.isPending).toBe(true);
    expect(result.current.variables).toEqual({ plan: 'chatbot' });

    // A second call while the first runs (a double click) sends nothing.
    act(() => result.current.mutate({ plan: 'website' }));
    expect(mutationFn).toHaveBeenCalledTimes(1);

    await act(async () => answer.resolve('ok'));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.variables).toBeUndefined();
    expect(onSuccess).toHaveBeenCalledWith('ok', { plan: 'chatbot' });
  });

  it('calls onError with the failure and can run again afterwards', async () => {
    const onError = vi.fn();
    const onSuccess = vi.fn();
    const failure = new Error('refused');
    const mutationFn = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce('second');
    const { result } = renderHook(() => useLightMutation<string, number>({ mutationFn, onSuccess, onError }));

    act(() => result.current.mutate(1));
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure, 1));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(onSuccess).not.toHaveBeenCalled();

    act(() => result.current.mutate(2));
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith('second', 2));
  });
});
