import { SupportRequestSchema, type SupportRequest } from '@leadchat/contract';
import { describe, expect, it } from 'vitest';
import { SUPPORT_FIELDS, validateSupportRequest } from './support-validation';

const VALID: SupportRequest = {
  name: 'Dana',
  email: 'dana@example.com',
  subject: 'Widget colours',
  message: 'Can I match my brand colour?',
};

/** The first message per field, as the app's form resolver reports them. */
function schemaErrors(values: SupportRequest) {
  const result = SupportRequestSchema.safeParse(values);
  if (result.success) return { ok: true as const, data: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]);
    errors[field] ??= issue.message;
  }
  return { ok: false as const, errors };
}

const CASES: [string, Partial<SupportRequest>][] = [
  ['all valid', {}],
  ['all empty', { name: '', email: '', subject: '', message: '' }],
  ['blank (spaces only)', { name: '   ', subject: ' \n ', message: '\t' }],
  ['padded values are trimmed', { name: '  Dana ', email: ' dana@example.com ', message: ' hi ' }],
  ['name too long', { name: 'x'.repeat(121) }],
  ['name at the limit', { name: 'x'.repeat(120) }],
  ['subject too long', { subject: 'x'.repeat(201) }],
  ['message too long', { message: 'x'.repeat(5001) }],
  ['email too long', { email: `${'a'.repeat(250)}@example.com` }],
  ['email without @', { email: 'dana.example.com' }],
  ['email without a top-level domain', { email: 'dana@example' }],
  ['email with two dots', { email: 'dana..x@example.com' }],
  ['email starting with a dot', { email: '.dana@example.com' }],
  ['email with plus and apostrophe', { email: "o'brien+support@mail.example.co" }],
  ['email with a one-letter TLD', { email: 'dana@example.c' }],
  ['email with a space inside', { email: 'da na@example.com' }],
];

describe('support form validation matches the contract schema', () => {
  it.each(CASES)('%s', (_label, change) => {
    const values = { ...VALID, ...change };
    const light = validateSupportRequest(values);
    const schema = schemaErrors(values);
    expect(light.ok).toBe(schema.ok);
    if (light.ok && schema.ok) expect(light.data).toEqual(schema.data);
    if (!light.ok && !schema.ok) {
      for (const field of SUPPORT_FIELDS) expect(light.errors[field], field).toBe(schema.errors[field]);
    }
  });
});
