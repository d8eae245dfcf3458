import { createHmac, hkdfSync } from 'node:crypto';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { formatSlotLabel, isoInstant } from './availability.js';
import { createSlotTokenSigner, SLOT_TOKEN_TTL_MS } from './slot-token.js';

const SECRET = 'slot-token-test-secret-0123456789abcdef';

/** The token as slot-token.ts's format defines it, computed without any of the signer's memos. */
function reference(
  claim: { websiteId: string; integrationId: string; start: number; end: number },
  now: number,
) {
  const key = Buffer.from(hkdfSync('sha256', SECRET, 'leadchat', 'leadchat slot-token v1', 32));
  const body = [
    'v1',
    claim.websiteId.replaceAll('-', ''),
    claim.integrationId.replaceAll('-', ''),
    Math.floor(claim.start / 1000).toString(36),
    Math.floor((claim.end - claim.start) / 1000).toString(36),
    Math.floor((now + SLOT_TOKEN_TTL_MS) / 1000).toString(36),
  ].join('.');
  return `${body}.${createHmac('sha256', key).update(body).digest('base64url')}`;
}

const ids = [
  '0b6c1f8e-3a52-4d0e-9a41-6a2f5c7d8e90',
  '5f0e2d1c-7b3a-4c98-8e6f-1a2b3c4d5e6f',
  '9c8b7a6f-5e4d-4c3b-8a29-180f0e0d0c0b',
];

describe('slot tokens signed from the memo', () => {
  it('are byte for byte the tokens the format defines, bound to their website, slot and expiry, whatever the order', () => {
    const signer = createSlotTokenSigner({ AUTH_SECRET: SECRET });
    const base = Date.UTC(2026, 2, 8, 14);
    const claim = fc.record({
      websiteId: fc.constantFrom(...ids),
      integrationId: fc.constantFrom(...ids),
      start: fc.integer({ min: 0, max: 40 }).map((hour) => base + hour * 1_800_000),
      minutes: fc.constantFrom(15, 30, 60),
      // Several signings in one second, then the next seconds (the memo is per expiry second).
      now: fc.integer({ min: 0, max: 3_000 }).map((ms) => base - 86_400_000 + ms),
    });
    fc.assert(
      fc.property(fc.array(claim, { minLength: 1, maxLength: 60 }), (claims) => {
        for (const { minutes, now, ...rest } of claims) {
          const slot = { ...rest, end: rest.start + minutes * 60_000 };
          const token = signer.sign(slot, now);
          expect(token).toBe(reference(slot, now));
          const verified = signer.verify(token, { websiteId: slot.websiteId, now });
          expect(verified).toEqual({
            ...slot,
            expiresAt: Math.floor((now + SLOT_TOKEN_TTL_MS) / 1000) * 1000,
          });
          const other = ids.find((id) => id !== slot.websiteId)!;
          expect(signer.verify(token, { websiteId: other, now })).toBeNull();
          expect(signer.verify(token, { websiteId: slot.websiteId, now: verified!.expiresAt })).toBeNull();
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('memoised slot labels and instants', () => {
  it('are what Luxon and Date write, in any zone, asked in any order', () => {
    const zones = ['Europe/London', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];
    const instant = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((ms) => ms - (ms % 60_000));
    fc.assert(
      fc.property(fc.array(fc.tuple(instant, fc.constantFrom(...zones)), { maxLength: 40 }), (asks) => {
        for (const [ms, zone] of [...asks, ...asks.reverse()]) {
          expect(isoInstant(ms)).toBe(new Date(ms).toISOString());
          expect(formatSlotLabel(ms, zone)).toBe(
            DateTime.fromMillis(ms, { zone }).setLocale('en-US').toLocaleString({
              weekday: 'short',
              month: 'short',
              day: 'numeric',
              hour: 'numeric',
              minute: '2-digit',
              timeZoneName: 'short',
            }),
          );
        }
      }),
      { numRuns: 50 },
    );
  });
});
