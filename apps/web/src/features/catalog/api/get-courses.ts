import type { TCourseListQuery, TCourseSummary } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/**
 * GET /Courses: public, answers an array of ZCourseSummary. The shape is typed, not parsed at
 * run time: zod would add ~25 KB gzip to the home page, and the API validates its own output.
 */
export async function getCourses(query: TCourseListQuery = {}, signal?: AbortSignal): Promise<TCourseSummary[]> {
  const { data } = await api.get<TCourseSummary[]>('/Courses', { params: query, signal });
  return Array.isArray(data) ? data : [];
}

export function getCoursesQueryOptions(query: TCourseListQuery = {}) {
  return queryOptions({
    queryKey: catalogKeys.courseList(query),
    queryFn: ({ signal }) => getCourses(query, signal),
  });
}

export function useCourses(query: TCourseListQuery = {}) {
  return useQuery(getCoursesQueryOptions(query));
}
