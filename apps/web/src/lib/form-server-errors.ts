import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/** The react-hook-form error type of a message the server wrote (useFieldError shows it as it is). */
export const SERVER_ERROR = 'server';

/**
 * Puts the server's per-field messages (`details`: field → translated message) under the matching
 * fields; returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  // an ApiError carries the response body as `data`; add-password rethrows the body itself
  const data: unknown = error && typeof error === 'object' && 'data' in error ? error.data : error;
  if (!data || typeof data !== 'object' || !('details' in data)) return false;
  const details = (data as { details?: unknown }).details;
  if (!details || typeof details !== 'object') return false;
  let applied = false;
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === 'string' && (fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: SERVER_ERROR, message });
      applied = true;
    }
  }
  return applied;
}
