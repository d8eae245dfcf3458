/**
 * Standard Webhooks signatures (https://www.standardwebhooks.com): a secret is `whsec_` + base64 of 24 random
 * bytes; a delivery carries `webhook-id`, `webhook-timestamp` (Unix seconds) and `webhook-signature`, a space-
 * separated list of `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, one per secret in force (after a
 * rotation the previous secret signs too, so receivers can switch over without losing a delivery).
 */
import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
const SECRET_BYTES = 24;

/** A new signing secret in the spec's format. */
export function generateWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

function secretKey(secret: string): Buffer {
  return Buffer.from(
    secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret,
    'base64',
  );
}

/** One `v1,…` signature of a delivery. */
export function signWebhook(options: {
  secret: string;
  webhookId: string;
  timestamp: number;
  body: string;
}): string {
  const signed = `${options.webhookId}.${options.timestamp}.${options.body}`;
  return `v1,${createHmac('sha256', secretKey(options.secret)).update(signed).digest('base64')}`;
}

/** The three headers of a delivery, signed with every secret given (current first). */
export function webhookHeaders(options: {
  secrets: string[];
  webhookId: string;
  timestamp: number;
  body: string;
}): Record<string, string> {
  return {
    'webhook-id': options.webhookId,
    'webhook-timestamp': String(options.timestamp),
    'webhook-signature': options.secrets.map((secret) => signWebhook({ ...options, secret })).join(' '),
  };
}
