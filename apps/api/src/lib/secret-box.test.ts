import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret, SecretBoxError } from './secret-box.js';

describe('secret box', () => {
  const box = createSecretBox({ AUTH_SECRET: 'an auth secret that is long enough to derive from' });

  it('round-trips a secret and never stores it in the clear', () => {
    const sealed = box.seal('ya29.refresh-token-value');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('refresh-token');
    expect(box.open(sealed)).toBe('ya29.refresh-token-value');
  });

  it('uses a fresh nonce for every value', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses an altered value or one sealed under another key', () => {
    const sealed = box.seal('secret');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[2]!, 'base64url');
    body[0] = body[0]! ^ 1;
    parts[2] = body.toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow(SecretBoxError);
    const other = createSecretBox({ AUTH_SECRET: 'a different secret entirely, also long' });
    expect(() => other.open(sealed)).toThrow(SecretBoxError);
    expect(() => box.open('plain text')).toThrow(SecretBoxError);
  });

  it('prefers SECRETS_KEY over AUTH_SECRET', () => {
    const withKey = createSecretBox({ SECRETS_KEY: 'k'.repeat(40), AUTH_SECRET: 'a'.repeat(40) });
    const authOnly = createSecretBox({ AUTH_SECRET: 'a'.repeat(40) });
    expect(() => authOnly.open(withKey.seal('x'))).toThrow(SecretBoxError);
  });

  it('masks all but the last four characters', () => {
    expect(maskSecret('sk_live_1234567890')).toBe('••••7890');
    expect(maskSecret('short')).toBe('••••');
  });
});
