export const learningKeys = {
  all: ['learning'] as const,
  mine: () => [...learningKeys.all, 'mine'] as const,
  content: (courseId: string) => [...learningKeys.all, 'content', courseId] as const,
  media: (lectureId: string) => [...learningKeys.all, 'media', lectureId] as const,
  notes: (courseId: string) => [...learningKeys.all, 'notes', courseId] as const,
  questions: (lectureId: string) => [...learningKeys.all, 'questions', lectureId] as const,
  captions: (lectureId: string) => [...learningKeys.all, 'captions', lectureId] as const,
};
