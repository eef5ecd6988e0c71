import type { TAdminCourse } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTotal, type TListPage } from '@/lib/list-cache';
import { coursesAdminKeys, type TAdminCoursesQuery } from './query-keys';

/** GET /admin/courses (admin): every course, drafts included; the total in X-Total-Count. */
export async function getAdminCourses(
  query: TAdminCoursesQuery,
  signal?: AbortSignal,
): Promise<TListPage<TAdminCourse>> {
  const { data, headers } = await api.get<TAdminCourse[]>('/admin/courses', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  return { items, total: readTotal(headers, query.offset, items.length) };
}

export function useAdminCourses(query: TAdminCoursesQuery) {
  return useQuery(
    queryOptions({
      queryKey: coursesAdminKeys.list(query),
      queryFn: ({ signal }) => getAdminCourses(query, signal),
      // the table keeps the previous page on screen while the next one loads
      placeholderData: (previous) => previous,
    }),
  );
}
