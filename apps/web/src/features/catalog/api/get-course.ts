import type { TCourseDetails } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /Courses/{id}: public for a published course; `enrolled`/`progress` when signed in. */
export async function getCourse(id: string, signal?: AbortSignal): Promise<TCourseDetails> {
  const { data } = await api.get<TCourseDetails>(`/Courses/${encodeURIComponent(id)}`, { signal });
  return data;
}

/** A 4xx (not found, bad id) will not change on a retry; network and server errors may. */
export function retryUnlessClientError(failures: number, error: unknown) {
  if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
  return failures < 3;
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function useCourse(id: string) {
  return useQuery({
    queryKey: catalogKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: retryUnlessClientError,
  });
}
