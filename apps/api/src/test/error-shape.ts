/**
 * The error body every refusal must have: `{ error: { code, message } }`, nothing else — except a 400
 * VALIDATION_FAILED, which may add `details: { issues: [{ path, message }] }` for forms to show at each field.
 */
import { ValidationErrorDetailsSchema } from '@leadchat/contract';
import { expect } from 'vitest';

export function expectErrorBody(error: unknown, context = ''): void {
  const { details, ...rest } = (error ?? {}) as { details?: unknown };
  expect(rest, context).toEqual({ code: expect.any(String), message: expect.any(String) });
  if (details !== undefined) {
    expect((rest as { code: string }).code, context).toBe('VALIDATION_FAILED');
    expect(ValidationErrorDetailsSchema.strict().safeParse(details).success, context).toBe(true);
  }
}
