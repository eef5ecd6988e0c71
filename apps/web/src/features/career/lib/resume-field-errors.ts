import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { SERVER_ERROR } from '@/lib/form-server-errors';

/**
 * A 400 from PATCH /career/resumes/{id} names fields as `data.experience.0.to`: each message goes
 * under the form field of this step (`experience.0.to`). True when at least one was placed.
 */
export function applyResumeFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  keys: readonly string[],
) {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object' || !('details' in error.data)) return false;
  const details = (error.data as { details?: unknown }).details;
  if (!details || typeof details !== 'object') return false;
  let applied = false;
  for (const [field, message] of Object.entries(details)) {
    const path = field.replace(/^data\./, '');
    if (typeof message !== 'string' || !keys.includes(path.split('.')[0] ?? '')) continue;
    setError(path as Path<T>, { type: SERVER_ERROR, message });
    applied = true;
  }
  return applied;
}
