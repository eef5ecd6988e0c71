import { LEARNING_CACHE_MS, type TMyCourse } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /Courses/mine: one row per enrolment, with progress, certificate code and own review. */
export async function getMyCourses(signal?: AbortSignal): Promise<TMyCourse[]> {
  const { data } = await api.get<TMyCourse[]>('/Courses/mine', { signal });
  return Array.isArray(data) ? data : [];
}

/**
 * SPEC sections 4 and 9: skipped when the last fetch is under 300000 ms old, unless forced
 * (`force`: e.g. right after a purchase, where the new course must show).
 */
export function useMyCourses({ force = false }: { force?: boolean } = {}) {
  return useQuery({
    queryKey: learningKeys.mine(),
    queryFn: ({ signal }) => getMyCourses(signal),
    staleTime: LEARNING_CACHE_MS,
    refetchOnMount: force ? 'always' : true,
  });
}
