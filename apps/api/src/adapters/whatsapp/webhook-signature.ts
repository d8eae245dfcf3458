/**
 * Meta's webhook signature: `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw request body, keyed with the
 * app secret>`. Checked over the exact bytes received (never re-serialised JSON: a body with non-ASCII text
 * re-encoded by JSON.stringify would not match), in constant time.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-hub-signature-256';
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/;

/** The header value Meta would send for this body. */
export function signWebhookBody(options: { rawBody: Uint8Array | string; appSecret: string }): string {
  return `sha256=${createHmac('sha256', options.appSecret).update(options.rawBody).digest('hex')}`;
}

/**
 * True only when a secret is configured and the header is a well-formed signature of these bytes: a missing
 * secret, header or a malformed value all fail closed.
 */
export function isValidWebhookSignature(options: {
  rawBody: Uint8Array;
  header: string | undefined;
  appSecret: string | undefined;
}): boolean {
  const { appSecret, header } = options;
  if (!appSecret || !header) return false;
  const match = SIGNATURE_PATTERN.exec(header.trim().toLowerCase());
  if (!match) return false;
  const given = Buffer.from(match[1]!, 'hex');
  const expected = createHmac('sha256', appSecret).update(options.rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Constant-time comparison of two strings (the webhook's verify token). */
export function isSameSecret(given: string | undefined, expected: string | undefined): boolean {
  if (!given || !expected) return false;
  const a = createHmac('sha256', 'verify-token').update(given).digest();
  const b = createHmac('sha256', 'verify-token').update(expected).digest();
  return timingSafeEqual(a, b);
}
