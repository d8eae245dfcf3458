import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api';

/**
 * The server's verdict on each field of a refused request, by the field's dot path (`domain`,
 * `appearanceConfig.primary_color`): a 400 VALIDATION_FAILED carries `error.details.issues` (its path and message
 * per field, see packages/contract/src/errors.ts). Empty for any other error. The first message of a field wins.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  const issues = (error.details as { issues?: unknown } | undefined)?.issues;
  if (!Array.isArray(issues)) return {};
  const byField: Record<string, string> = {};
  for (const issue of issues as { path?: unknown; message?: unknown }[]) {
    if (!Array.isArray(issue.path) || issue.path.length === 0 || typeof issue.message !== 'string') continue;
    const field = issue.path.join('.');
    byField[field] ??= issue.message;
  }
  return byField;
}

/**
 * Shows the server's field errors at the form's own fields (react-hook-form's setError), for the fields the form
 * has: a list of field names the server spells the same way, or a map from the form's field to the server's path
 * when they differ. The first field marked gets focus. Returns whether any field was marked.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  fields: readonly Path<T>[] | Partial<Record<Path<T>, string>>,
): boolean {
  const byField = serverFieldErrors(error);
  const pairs: [Path<T>, string][] = Array.isArray(fields)
    ? fields.map((field) => [field, field])
    : (Object.entries(fields) as [Path<T>, string][]);
  let marked = false;
  for (const [field, serverPath] of pairs) {
    const message = byField[serverPath];
    if (message === undefined) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
