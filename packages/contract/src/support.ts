import { z } from 'zod';
import { safeText } from './text.js';

const requiredText = (label: string, max: number) =>
  safeText({ label, error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** POST /api/support — the public contact form. Every field is required. */
export const SupportRequestSchema = z.object({
  name: requiredText('Name', 120),
  email: safeText({ label: 'Email', error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
  subject: requiredText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type SupportRequest = z.infer<typeof SupportRequestSchema>;

export const SupportRequestResponseSchema = z.object({ id: z.uuid() });
export type SupportRequestResponse = z.infer<typeof SupportRequestResponseSchema>;
