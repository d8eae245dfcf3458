/**
 * Slot tokens: what the widget and the model get instead of raw times. A token names one slot of one website's
 * calendar and expires; it is HMAC-SHA256-signed with a key derived from AUTH_SECRET (SECRETS_KEY when set), so a
 * visitor or a model cannot invent a time, move one, or use another website's slot. A valid token still books only
 * if the slot is inside the current hours and free (the booking service checks again).
 */
import { createHmac, createSecretKey, hkdfSync, timingSafeEqual } from 'node:crypto';

/** Offered slots can be booked for this long; after it the visitor is shown fresh ones. */
export const SLOT_TOKEN_TTL_MS = 30 * 60_000;

export type SlotClaim = {
  websiteId: string;
  integrationId: string;
  start: number;
  end: number;
  expiresAt: number;
};

export type SlotTokenSigner = {
  sign(claim: Omit<SlotClaim, 'expiresAt'>, now?: number): string;
  /** The claim, or null when the token is malformed, forged, expired or for another website. */
  verify(token: string, options: { websiteId: string; now?: number }): SlotClaim | null;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const MAX_SIGNED_PER_SECOND = 10_000;

/** Signers by master secret: deriving the key (HKDF) for every request cost more than signing six tokens. */
const signers = new Map<string, SlotTokenSigner>();

export function createSlotTokenSigner(config: {
  SECRETS_KEY?: string | undefined;
  AUTH_SECRET?: string | undefined;
}): SlotTokenSigner {
  const master = config.SECRETS_KEY ?? config.AUTH_SECRET;
  if (!master) throw new Error('slot tokens need SECRETS_KEY or AUTH_SECRET');
  let signer = signers.get(master);
  if (!signer) {
    // One or two secrets per process (tests make a few): no eviction needed beyond a guard.
    if (signers.size >= 16) signers.clear();
    signer = makeSigner(master);
    signers.set(master, signer);
  }
  return signer;
}

function makeSigner(master: string): SlotTokenSigner {
  const key = createSecretKey(
    Buffer.from(hkdfSync('sha256', master, 'leadchat', 'leadchat slot-token v1', 32)),
  );
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();
  /**
   * Tokens signed for the current expiry second (a token is a pure function of its body), by calendar (website and
   * integration) and then by the slot's start and end in ms: a lookup builds no string.
   */
  const signed = new Map<string, Map<number, Map<number, string>>>();
  let signedSecond = -1;
  let signedCount = 0;
  /** The last calendar's body prefix ("v1.<website>.<integration>"): one calendar's slots are signed in a row. */
  let lastWebsiteId = '';
  let lastIntegrationId = '';
  let lastPrefix = '';

  return {
    sign(claim, now = Date.now()) {
      const expires = Math.floor((now + SLOT_TOKEN_TTL_MS) / 1000);
      // Within one second every visitor of a calendar is offered the same tokens: sign each once.
      if (expires !== signedSecond) {
        signedSecond = expires;
        signed.clear();
        signedCount = 0;
      }
      if (claim.websiteId !== lastWebsiteId || claim.integrationId !== lastIntegrationId) {
        lastWebsiteId = claim.websiteId;
        lastIntegrationId = claim.integrationId;
        // Compact and URL-safe: ids without dashes, times in seconds (36 radix), then the MAC.
        lastPrefix = `v1.${claim.websiteId.replaceAll('-', '')}.${claim.integrationId.replaceAll('-', '')}`;
      }
      const prefix = lastPrefix;
      let byStart = signed.get(prefix);
      let byEnd = byStart?.get(claim.start);
      let token = byEnd?.get(claim.end);
      if (token === undefined) {
        const body = [
          prefix,
          Math.floor(claim.start / 1000).toString(36),
          Math.floor((claim.end - claim.start) / 1000).toString(36),
          expires.toString(36),
        ].join('.');
        token = `${body}.${mac(body).toString('base64url')}`;
        if (signedCount < MAX_SIGNED_PER_SECOND) {
          if (!byStart) signed.set(prefix, (byStart = new Map()));
          if (!byEnd) byStart.set(claim.start, (byEnd = new Map()));
          byEnd.set(claim.end, token);
          signedCount++;
        }
      }
      return token;
    },
    verify(token, options) {
      const parts = token.split('.');
      if (parts.length !== 7 || parts[0] !== 'v1') return null;
      const body = parts.slice(0, 6).join('.');
      const given = Buffer.from(parts[6]!, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const [, website, integration, start36, length36, expires36] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const websiteId = toUuid(website);
      const integrationId = toUuid(integration);
      if (!websiteId || !integrationId || websiteId !== options.websiteId) return null;
      const start = parseInt(start36, 36) * 1000;
      const end = start + parseInt(length36, 36) * 1000;
      const expiresAt = parseInt(expires36, 36) * 1000;
      if (![start, end, expiresAt].every(Number.isFinite) || end <= start) return null;
      if (expiresAt <= (options.now ?? Date.now())) return null;
      return { websiteId, integrationId, start, end, expiresAt };
    },
  };
}

function toUuid(hex: string): string | null {
  if (!/^[0-9a-f]{32}$/.test(hex)) return null;
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  return UUID.test(id) ? id : null;
}
