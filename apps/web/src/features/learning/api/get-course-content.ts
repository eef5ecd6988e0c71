import { LEARNING_CACHE_MS, type TCourseContent } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /Courses/content?courseId=: enrolled learners and admins (403 otherwise). */
export async function getCourseContent(courseId: string, signal?: AbortSignal): Promise<TCourseContent> {
  const { data } = await api.get<TCourseContent>('/Courses/content', { params: { courseId }, signal });
  return data;
}

/** A refusal or a missing course does not change on a retry. */
const retryServerErrors = (failures: number, error: Error) =>
  !(isApiError(error) && error.status !== undefined && error.status < 500) && failures < 3;

/** Cached for 300000 ms like my courses (SPEC section 4); progress changes update it in place. */
export function useCourseContent(courseId: string) {
  return useQuery({
    queryKey: learningKeys.content(courseId),
    queryFn: ({ signal }) => getCourseContent(courseId, signal),
    staleTime: LEARNING_CACHE_MS,
    retry: retryServerErrors,
  });
}
