/**
 * When a failed delivery is tried again: immediately, then after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h
 * (the lead-webhook schedule of issue 10, used for every channel), each ±10 % so that many messages failing
 * together do not retry together.
 */
const RETRY_DELAYS_MS = [0, 5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

/** Delay before attempt number `attempt + 1` after `attempt` attempts failed (attempt ≥ 1). */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
  return Math.round(base * (0.9 + 0.2 * random()));
}

/** Every attempt the schedule allows (the first and seven retries). */
export const MAX_DELIVERY_ATTEMPTS = RETRY_DELAYS_MS.length;
