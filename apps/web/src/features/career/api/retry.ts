import { isApiError } from '@/lib/api-client';

/** A 4xx (not found, bad id) will not change on a retry; network and server errors may. */
export function retryUnlessClientError(failures: number, error: unknown) {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failures < 3;
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);
