import type { TCourseDetails } from '@masar/contracts';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /Courses/{id}: public for a published course; `enrolled`/`progress` when signed in. */
export async function getCourse(id: string, signal?: AbortSignal): Promise<TCourseDetails> {
  const { data } = await api.get<TCourseDetails>(`/Courses/${encodeURIComponent(id)}`, { signal });
  return data;
}

/**
 * A 4xx (not found, bad id) will not change on a retry; network and server errors follow the
 * client's own retry setting (SPEC section 9: three times).
 */
export function retryUnlessClientError(client: QueryClient) {
  const fallback = client.getDefaultOptions().queries?.retry ?? 3;
  return (failures: number, error: Error) => {
    if (isApiError(error) && error.status !== undefined && error.status < 500) return false;
    if (typeof fallback === 'function') return fallback(failures, error);
    return typeof fallback === 'number' ? failures < fallback : fallback;
  };
}

export const isNotFound = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 400);

export function useCourse(id: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: catalogKeys.course(id),
    queryFn: ({ signal }) => getCourse(id, signal),
    retry: retryUnlessClientError(client),
  });
}
