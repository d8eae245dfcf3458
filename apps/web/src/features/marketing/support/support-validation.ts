import type { SupportRequest } from '@leadchat/contract';
import { SUPPORT_REQUEST_FIELDS, type SupportRequestField } from '@leadchat/contract/limits';

export type SupportField = SupportRequestField;
export type SupportErrors = Partial<Record<SupportField, string>>;

/** The form's fields in the order they appear (the first invalid one gets focus). */
export const SUPPORT_FIELDS: readonly SupportField[] = SUPPORT_REQUEST_FIELDS.map((field) => field.name);

// Labels and lengths are the contract's (its schema is built from the same table).
const FIELDS = new Map(SUPPORT_REQUEST_FIELDS.map((field) => [field.name, field]));

// zod's email pattern (z.email() of the contract's SupportRequestSchema).
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem with one field's (trimmed) value, in the contract schema's words; undefined when valid. */
export function validateSupportField(field: SupportField, raw: string): string | undefined {
  const value = raw.trim();
  const { label, maxLength } = FIELDS.get(field)!;
  if (value.length === 0) return `${label} is required`;
  if (value.length > maxLength) return `${label} must be at most ${maxLength} characters`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'Enter a valid email address';
  return undefined;
}

/**
 * The contract's SupportRequestSchema without zod (which would add ~15 KB gzipped to /support): the same limits
 * (from `@leadchat/contract/limits`), rules and messages (support-validation.test.ts compares both), the values
 * trimmed as the schema sends them.
 */
export function validateSupportRequest(
  values: SupportRequest,
): { ok: true; data: SupportRequest } | { ok: false; errors: SupportErrors } {
  const errors: SupportErrors = {};
  for (const field of SUPPORT_FIELDS) {
    const error = validateSupportField(field, values[field]);
    if (error) errors[field] = error;
  }
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    data: {
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject.trim(),
      message: values.message.trim(),
    },
  };
}
