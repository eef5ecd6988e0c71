import type { TCourseReviews } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

// Values, not types, from @masar/contracts would pull its chunk (zod) into the public pages.
export const REVIEWS_PAGE_SIZE = 5;

/** GET /courses/{id}/reviews: one page, newest first, with the distribution over every review. */
export async function getCourseReviews(
  courseId: string,
  offset: number,
  signal?: AbortSignal,
): Promise<TCourseReviews> {
  const { data } = await api.get<TCourseReviews>(`/courses/${encodeURIComponent(courseId)}/reviews`, {
    params: { limit: REVIEWS_PAGE_SIZE, offset },
    signal,
  });
  return data;
}

export function useCourseReviews(courseId: string, offset = 0) {
  return useQuery({
    queryKey: catalogKeys.reviews(courseId, offset),
    queryFn: ({ signal }) => getCourseReviews(courseId, offset, signal),
  });
}
