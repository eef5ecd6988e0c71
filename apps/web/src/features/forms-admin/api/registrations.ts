import type { TAdminCourse, TCourseRegistration } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readTotal, type TListPage } from '@/lib/list-cache';
import { formsAdminKeys, type TRegistrationsQuery } from './query-keys';

/** GET /admin/registrations (admin): the course pages' registration forms; total in X-Total-Count. */
export async function getRegistrations(
  query: TRegistrationsQuery,
  signal?: AbortSignal,
): Promise<TListPage<TCourseRegistration>> {
  const { data, headers } = await api.get<TCourseRegistration[]>('/admin/registrations', { params: query, signal });
  const items = Array.isArray(data) ? data : [];
  return { items, total: readTotal(headers, query.offset, items.length) };
}

export function useRegistrations(query: TRegistrationsQuery) {
  return useQuery(
    queryOptions({
      queryKey: formsAdminKeys.registrations(query),
      queryFn: ({ signal }) => getRegistrations(query, signal),
      placeholderData: (previous) => previous,
    }),
  );
}

export type TCourseOption = { _id: string; title: string };

/** GET /admin/courses: the courses the registrations can be filtered by (the API's largest page). */
export function useCourseOptions() {
  return useQuery({
    queryKey: formsAdminKeys.courseOptions(),
    // read again on every visit: courses are added and renamed on the courses page
    staleTime: 0,
    queryFn: async ({ signal }): Promise<TCourseOption[]> => {
      const { data } = await api.get<TAdminCourse[]>('/admin/courses', { params: { limit: 100 }, signal });
      return (Array.isArray(data) ? data : []).map(({ _id, title }) => ({ _id, title }));
    },
  });
}
