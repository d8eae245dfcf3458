import { z } from 'zod';

/** One field a request got wrong: where it is in the body (`['appearanceConfig', 'primaryColor']`) and why. */
export const FieldIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof FieldIssueSchema>;

/** `error.details` of a 400 VALIDATION_FAILED: the fields at fault, so a form can show each message at its field. */
export const ValidationErrorDetailsSchema = z.object({ issues: z.array(FieldIssueSchema) });
export type ValidationErrorDetails = z.infer<typeof ValidationErrorDetailsSchema>;

/** The body of every error response. `details` depends on the code (VALIDATION_FAILED: ValidationErrorDetails). */
export const ApiErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
