/**
 * Encryption at rest for secrets the product keeps on an owner's behalf: OAuth refresh tokens, provider API keys,
 * two-factor seeds, webhook signing secrets. AES-256-GCM with a random 96-bit nonce per value; the key is derived
 * with HKDF-SHA256 from SECRETS_KEY when set, else from AUTH_SECRET (always present at run time: configured or
 * generated once under DATA_DIR). A sealed value reads `v1.<nonce>.<ciphertext>.<tag>` (base64url), so a future
 * key or algorithm can be told apart by its prefix.
 *
 * Sealed values never leave the server: routes answer with `hasSecret`-style booleans or a masked hint, never the
 * plaintext and never the sealed string.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const NONCE_BYTES = 12;
const KEY_INFO = 'leadchat secret-box v1';

export type SecretBox = {
  /** Encrypts a secret for storage. */
  seal(plaintext: string): string;
  /** Decrypts a value made by `seal`; throws when it was tampered with or sealed under another key. */
  open(sealed: string): string;
};

/** Thrown when a stored value can't be opened (wrong key, truncated or edited in the database). */
export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** Builds the box from the server's configuration (`SECRETS_KEY`, falling back to `AUTH_SECRET`). */
export function createSecretBox(config: {
  SECRETS_KEY?: string | undefined;
  AUTH_SECRET?: string | undefined;
}): SecretBox {
  const master = config.SECRETS_KEY ?? config.AUTH_SECRET;
  if (!master) throw new Error('createSecretBox needs SECRETS_KEY or AUTH_SECRET');
  return secretBoxFromKey(deriveKey(master));
}

function deriveKey(master: string): Buffer {
  return Buffer.from(hkdfSync('sha256', master, 'leadchat', KEY_INFO, 32));
}

function secretBoxFromKey(key: Buffer): SecretBox {
  return {
    seal(plaintext) {
      const nonce = randomBytes(NONCE_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, nonce, body, tag]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const parts = sealed.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('not a sealed secret');
      const [, nonce, body, tag] = parts.map((part) => Buffer.from(part, 'base64url'));
      if (nonce!.length !== NONCE_BYTES || tag!.length !== 16)
        throw new SecretBoxError('not a sealed secret');
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, nonce!);
        decipher.setAuthTag(tag!);
        return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
      } catch {
        throw new SecretBoxError('the secret could not be opened (wrong key or altered value)');
      }
    },
  };
}

/** A short, safe hint of a secret for the UI ("••••1234"): never more than the last four characters. */
export function maskSecret(plaintext: string): string {
  return plaintext.length <= 8 ? '••••' : `••••${plaintext.slice(-4)}`;
}
