import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's per-field messages (a 400's `details`: field → message in the request's language)
 * under the matching fields; true when at least one field got one.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  const data: unknown = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const details = data && typeof data === 'object' && 'details' in data ? (data as { details?: unknown }).details : undefined;
  if (!details || typeof details !== 'object') return false;
  let applied = false;
  for (const [field, message] of Object.entries(details)) {
    if (typeof message === 'string' && (fields as readonly string[]).includes(field)) {
      setError(field as Path<T>, { type: 'server', message });
      applied = true;
    }
  }
  return applied;
}
