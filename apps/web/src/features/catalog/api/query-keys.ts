import type { TCourseListQuery } from '@masar/contracts';

export const catalogKeys = {
  all: ['catalog'] as const,
  courses: () => [...catalogKeys.all, 'courses'] as const,
  courseList: (query: TCourseListQuery = {}) => [...catalogKeys.courses(), 'list', query] as const,
};
