/**
 * One-click unsubscribe links of visitors' follow-up emails (RFC 8058): the website and address, signed with an
 * HMAC so that nobody can unsubscribe someone else's address by guessing.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function sign(secret: string, websiteId: string, email: string): string {
  return createHmac('sha256', `unsubscribe:${secret}`).update(`${websiteId}\n${email}`).digest('base64url');
}

export function unsubscribeUrl(options: {
  publicUrl: string;
  secret: string;
  websiteId: string;
  email: string;
}) {
  const query = new URLSearchParams({
    w: options.websiteId,
    e: options.email,
    t: sign(options.secret, options.websiteId, options.email),
  });
  return `${options.publicUrl}/api/follow-ups/unsubscribe?${query.toString()}`;
}

export function isValidUnsubscribeToken(options: {
  secret: string;
  websiteId: string;
  email: string;
  token: string;
}) {
  const expected = Buffer.from(sign(options.secret, options.websiteId, options.email));
  const given = Buffer.from(options.token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
