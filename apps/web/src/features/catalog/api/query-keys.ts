import type { TCourseListQuery } from '@masar/contracts';
import { continueLearningKeys } from '@/lib/continue-learning-keys';

export const catalogKeys = {
  all: ['catalog'] as const,
  courses: () => [...catalogKeys.all, 'courses'] as const,
  courseList: (query: TCourseListQuery = {}) => [...catalogKeys.courses(), 'list', query] as const,
  coursePage: (query: TCourseListQuery = {}) => [...catalogKeys.courses(), 'page', query] as const,
  course: (id: string) => [...catalogKeys.courses(), 'detail', id] as const,
  lecturePreview: (lectureId: string) => [...catalogKeys.all, 'preview', lectureId] as const,
  previewCaptions: (lectureId: string) => [...catalogKeys.all, 'preview-captions', lectureId] as const,
  reviews: (courseId: string, offset: number) => [...catalogKeys.courses(), 'reviews', courseId, offset] as const,
  continueLearning: continueLearningKeys.of,
};
