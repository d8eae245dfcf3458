import { z } from 'zod';
import { safeText } from './text.js';
import { SUPPORT_REQUEST_FIELDS, type SupportRequestField } from './zod-free/limits.js';

export { SUPPORT_REQUEST_FIELDS, type SupportRequestField } from './zod-free/limits.js';

const requiredText = (field: SupportRequestField) => {
  const { label, maxLength } = SUPPORT_REQUEST_FIELDS.find((entry) => entry.name === field)!;
  return safeText({ label, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(maxLength, `${label} must be at most ${maxLength} characters`);
};

/** POST /api/support — the public contact form. Every field is required. */
export const SupportRequestSchema = z.object({
  name: requiredText('name'),
  email: requiredText('email').pipe(z.email('Enter a valid email address')),
  subject: requiredText('subject'),
  message: requiredText('message'),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SupportRequestResponseSchema = z.object({ id: z.uuid() });
export type SupportRequestResponse = z.infer<typeof SupportRequestResponseSchema>;
