/** A booking transaction that PostgreSQL aborted to break a deadlock (40P01) runs again; nothing else does. */
import { describe, expect, it } from 'vitest';
import { retryOnDeadlock } from './booking.service.js';

const failure = (code: string) => Object.assign(new Error('Failed query'), { cause: { code } });

describe('retryOnDeadlock', () => {
  it('runs a deadlocked transaction again, at most three times in all', async () => {
    let calls = 0;
    const result = await retryOnDeadlock(async () => {
      calls += 1;
      if (calls === 1) throw failure('40P01');
      return 'booked';
    });
    expect(result).toBe('booked');
    expect(calls).toBe(2);

    let attempts = 0;
    await expect(
      retryOnDeadlock(async () => {
        attempts += 1;
        throw failure('40P01');
      }),
    ).rejects.toThrow('Failed query');
    expect(attempts).toBe(3);
  });

  it('does not repeat any other failure (a taken time, a refused cap)', async () => {
    let calls = 0;
    await expect(
      retryOnDeadlock(async () => {
        calls += 1;
        throw failure('23P01');
      }),
    ).rejects.toThrow();
    expect(calls).toBe(1);
  });
});
