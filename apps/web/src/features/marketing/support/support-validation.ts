import type { SupportRequest } from '@leadchat/contract';

export type SupportField = keyof SupportRequest;
export type SupportErrors = Partial<Record<SupportField, string>>;

/** The form's fields in the order they appear (the first invalid one gets focus). */
export const SUPPORT_FIELDS: readonly SupportField[] = ['name', 'email', 'subject', 'message'];

const LABELS: Record<SupportField, string> = {
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
};
const MAX_LENGTHS: Record<SupportField, number> = { name: 120, email: 254, subject: 200, message: 5000 };

// zod's email pattern (z.email() of the contract's SupportRequestSchema).
const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** The first problem with one field's (trimmed) value, in the contract schema's words; undefined when valid. */
export function validateSupportField(field: SupportField, raw: string): string | undefined {
  const value = raw.trim();
  const label = LABELS[field];
  if (value.length === 0) return `${label} is required`;
  if (value.length > MAX_LENGTHS[field]) return `${label} must be at most ${MAX_LENGTHS[field]} characters`;
  if (field === 'email' && !EMAIL_PATTERN.test(value)) return 'Enter a valid email address';
  return undefined;
}

/**
 * The contract's SupportRequestSchema without zod (which would add ~15 KB gzipped to /support): the same rules
 * and messages (support-validation.test.ts compares both), the values trimmed as the schema sends them.
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
