export const learningKeys = {
  all: ['learning'] as const,
  mine: () => [...learningKeys.all, 'mine'] as const,
  content: (courseId: string) => [...learningKeys.all, 'content', courseId] as const,
  media: (lectureId: string) => [...learningKeys.all, 'media', lectureId] as const,
};
