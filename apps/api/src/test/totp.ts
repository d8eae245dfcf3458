/**
 * RFC 6238 TOTP written independently of the library under test (better-auth's @better-auth/utils), so tests
 * compute codes the way an authenticator app does: from the base32 secret in the otpauth:// URI.
 */
import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Decode(input: string): Buffer {
  const clean = input.toUpperCase().replace(/=+$/, '');
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code for the period `offset` steps from now (30-second periods, 6 digits, HMAC-SHA1). */
export function totpCode(secretBase32: string, offset = 0, now = Date.now()): string {
  const counter = Math.floor(now / 30_000) + offset;
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(message).digest();
  const start = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(start) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}

/** The base32 secret of an otpauth://totp/… URI. */
export function secretOfTotpUri(uri: string): string {
  const secret = new URL(uri).searchParams.get('secret');
  if (!secret) throw new Error(`no secret in ${uri}`);
  return secret;
}
