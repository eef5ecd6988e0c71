import { COURSE_CATEGORIES, COURSE_STATUSES } from '@masar/contracts';
import { oneOf, useListParams } from '@/lib/use-list-params';
import type { TAdminCoursesQuery } from '../api/query-keys';

export const COURSES_PAGE_SIZE = 20;

/** Search, status and category of /dashboard/courses, and its page, in the URL. */
export function useCoursesFilters() {
  const list = useListParams(COURSES_PAGE_SIZE);
  const filters = {
    q: list.get('q'),
    status: oneOf(COURSE_STATUSES, list.get('status')),
    category: oneOf(COURSE_CATEGORIES, list.get('category')),
  };
  const query: TAdminCoursesQuery = { ...filters, limit: list.limit, offset: list.offset };
  return { filters, page: list.page, query, update: list.update, reset: list.reset };
}
