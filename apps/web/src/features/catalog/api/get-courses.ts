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

export function useCourses(query: TCourseListQuery = {}, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getCoursesQueryOptions(query), ...options });
}

export type TCoursePage = { items: TCourseSummary[]; total: number };

/** One page of the catalog and the total before paging (the X-Total-Count header). */
export async function getCoursePage(query: TCourseListQuery, signal?: AbortSignal): Promise<TCoursePage> {
  const { data, headers } = await api.get<TCourseSummary[]>('/Courses', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  const total = Number.parseInt(headers.get('X-Total-Count') ?? '', 10);
  return { items, total: Number.isFinite(total) ? total : items.length };
}

export function useCoursePage(query: TCourseListQuery) {
  return useQuery({
    queryKey: catalogKeys.coursePage(query),
    queryFn: ({ signal }) => getCoursePage(query, signal),
    // the previous page stays on screen while the next one loads (no jump to skeletons)
    placeholderData: (previous) => previous,
  });
}
