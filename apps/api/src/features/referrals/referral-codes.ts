/**
 * Referral codes and the browser cookie that carries one from `/auth?ref=CODE` to the sign-up request, and the
 * mailbox comparison that refuses a self-referral through an address alias (docs/decisions/0097).
 */
import { randomBytes } from 'node:crypto';
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH } from '@leadchat/contract';

/**
 * The first referral code a browser was shown. HttpOnly (no page script reads or replaces it), SameSite=Lax,
 * scoped to /api (the visit endpoint and the sign-up request are its only readers).
 */
export const REFERRAL_COOKIE = 'leadchat.referral';
export const REFERRAL_COOKIE_PATH = '/api';
/** How long a browser keeps the code it was first shown: sign-ups within 60 days are attributed. */
export const REFERRAL_COOKIE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

/** A new code: uniform over the alphabet (rejection sampling: no letter is likelier than another). */
export function generateReferralCode(): string {
  const alphabet = REFERRAL_CODE_ALPHABET;
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < REFERRAL_CODE_LENGTH) {
    for (const byte of randomBytes(REFERRAL_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === REFERRAL_CODE_LENGTH) break;
    }
  }
  return code;
}

/** The value of one cookie in a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, as far as can be told without asking the mail server: case, a `+tag` and
 * (at Gmail) dots do not change it. `Jane.Doe+ads@gmail.com` and `janedoe@googlemail.com` are one person.
 */
export function canonicalMailbox(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}
