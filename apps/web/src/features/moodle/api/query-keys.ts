import type { TMoodleEnrolmentListQuery } from '@masar/contracts';

export const moodleKeys = {
  all: ['moodle'] as const,
  courses: () => [...moodleKeys.all, 'courses'] as const,
  adminCourses: () => [...moodleKeys.all, 'admin-courses'] as const,
  links: () => [...moodleKeys.all, 'links'] as const,
  enrolments: (query: TMoodleEnrolmentListQuery) => [...moodleKeys.all, 'enrolments', query] as const,
};
