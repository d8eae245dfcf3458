import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (zxcvbn's ranked list), refused at sign-up and password change (docs/product/improvements.md, OWASP ASVS 2.1.7).
 * Compared case-insensitively; loaded once.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  ((dictionary as Record<string, unknown>)['passwords-common'] as string[] | undefined)?.map((word) =>
    word.toLowerCase(),
  ) ?? [],
);

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** True when the password is on the common-passwords list. */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose a less predictable one.';
