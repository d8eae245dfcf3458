/**
 * Twilio's request signature (X-Twilio-Signature): base64 HMAC-SHA1, keyed with the auth token, of the full URL
 * Twilio called followed by each POST parameter's name and value, names in alphabetical order
 * (https://www.twilio.com/docs/usage/security#validating-requests).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature Twilio sends for a form POST to `url` with these parameters. */
export function computeTwilioSignature(options: {
  authToken: string;
  url: string;
  params: URLSearchParams;
}): string {
  const names = [...new Set(options.params.keys())].sort();
  let data = options.url;
  for (const name of names) {
    for (const value of options.params.getAll(name).sort()) data += name + value;
  }
  return createHmac('sha1', options.authToken).update(data, 'utf8').digest('base64');
}

/** Compares in constant time (the lengths of two base64 SHA-1 digests are public: always 28). */
export function isValidTwilioSignature(options: {
  authToken: string;
  url: string;
  params: URLSearchParams;
  signature: string | undefined;
}): boolean {
  if (!options.signature) return false;
  const expected = Buffer.from(computeTwilioSignature(options), 'utf8');
  const given = Buffer.from(options.signature, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
