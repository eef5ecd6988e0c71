import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';

/**
 * Puts a 400's per-field messages (`details`: field → translated message) under the matching
 * form fields; returns true when at least one field got a message.
 */
export function applyFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]) {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object' || !('details' in error.data)) return false;
  const details = (error.data as { details?: unknown }).details;
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
