import type { TCourseStatus, TCourseCategory } from '@masar/contracts';

/** GET /admin/courses as the page sends it. */
export type TAdminCoursesQuery = {
  q?: string;
  status?: TCourseStatus;
  category?: TCourseCategory;
  limit: number;
  offset: number;
};

export const coursesAdminKeys = {
  all: ['courses-admin'] as const,
  lists: () => [...coursesAdminKeys.all, 'list'] as const,
  list: (query: TAdminCoursesQuery) => [...coursesAdminKeys.lists(), query] as const,
  details: () => [...coursesAdminKeys.all, 'detail'] as const,
  detail: (id: string) => [...coursesAdminKeys.details(), id] as const,
  trainerOptions: () => [...coursesAdminKeys.all, 'trainer-options'] as const,
  captions: (lectureId: string) => [...coursesAdminKeys.all, 'captions', lectureId] as const,
};
