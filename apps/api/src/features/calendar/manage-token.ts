/**
 * The visitor's signed cancel/reschedule link: `/appointments/{id}/manage?token=…`, the token an HMAC-SHA256 of the
 * appointment id under a key derived from AUTH_SECRET (SECRETS_KEY when set). Whoever holds the email holds the
 * link; nobody can make one for another appointment.
 */
import { createHmac, createSecretKey, hkdfSync, timingSafeEqual, type KeyObject } from 'node:crypto';

/** Keys by master secret: a booking signs its link several times (emails, invites), HKDF once is enough. */
const keys = new Map<string, KeyObject>();

function keyOf(config: { SECRETS_KEY?: string | undefined; AUTH_SECRET?: string | undefined }): KeyObject {
  const master = config.SECRETS_KEY ?? config.AUTH_SECRET;
  if (!master) throw new Error('manage links need SECRETS_KEY or AUTH_SECRET');
  let key = keys.get(master);
  if (!key) {
    if (keys.size >= 16) keys.clear();
    key = createSecretKey(
      Buffer.from(hkdfSync('sha256', master, 'leadchat', 'leadchat appointment-manage v1', 32)),
    );
    keys.set(master, key);
  }
  return key;
}

export function signManageToken(
  config: { SECRETS_KEY?: string | undefined; AUTH_SECRET?: string | undefined },
  appointmentId: string,
): string {
  return createHmac('sha256', keyOf(config)).update(`manage:${appointmentId}`).digest('base64url');
}

export function isValidManageToken(
  config: { SECRETS_KEY?: string | undefined; AUTH_SECRET?: string | undefined },
  appointmentId: string,
  token: string,
): boolean {
  const expected = Buffer.from(signManageToken(config, appointmentId));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function manageUrl(
  config: { publicUrl: string; SECRETS_KEY?: string | undefined; AUTH_SECRET?: string | undefined },
  appointmentId: string,
): string {
  return `${config.publicUrl}/appointments/${appointmentId}/manage?token=${signManageToken(config, appointmentId)}`;
}
