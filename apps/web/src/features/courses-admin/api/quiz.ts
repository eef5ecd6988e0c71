import type { TQuizAdmin, TQuizImportRequest, TQuizQuestionInput, TQuizResults, TQuizSettings } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { coursesAdminKeys } from './query-keys';

/** Keys of the quiz editor's calls, under the courses-admin feature's (issue 20). */
export const quizAdminKeys = {
  quiz: (lectureId: string) => [...coursesAdminKeys.all, 'quiz', lectureId] as const,
  results: (lectureId: string) => [...coursesAdminKeys.all, 'quiz-results', lectureId] as const,
};

const quizUrl = (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/quiz`;
const questionUrl = (id: string) => `/quiz-questions/${encodeURIComponent(id)}`;

/** GET /lectures/{id}/quiz (admin): settings and questions with their answers. */
export function useAdminQuiz(lectureId: string) {
  return useQuery({
    queryKey: quizAdminKeys.quiz(lectureId),
    queryFn: async ({ signal }) => (await api.get<TQuizAdmin>(quizUrl(lectureId), { signal })).data,
  });
}

/** GET /lectures/{id}/quiz/results (admin). */
export function useQuizResults(lectureId: string, enabled: boolean) {
  return useQuery({
    queryKey: quizAdminKeys.results(lectureId),
    queryFn: async ({ signal }) => (await api.get<TQuizResults>(`${quizUrl(lectureId)}/results`, { signal })).data,
    enabled,
  });
}

export type TQuizEdit =
  | { kind: 'settings'; body: Partial<TQuizSettings> }
  | { kind: 'add'; body: TQuizQuestionInput }
  | { kind: 'update'; id: string; body: { question?: TQuizQuestionInput; position?: number } }
  | { kind: 'delete'; id: string }
  | { kind: 'import'; body: TQuizImportRequest };

async function send(lectureId: string, edit: TQuizEdit): Promise<TQuizAdmin | null> {
  switch (edit.kind) {
    case 'settings':
      return (await api.patch<TQuizAdmin>(quizUrl(lectureId), edit.body)).data;
    case 'add':
      return (await api.post<TQuizAdmin>(`${quizUrl(lectureId)}/questions`, edit.body)).data;
    case 'update':
      return (await api.patch<TQuizAdmin>(questionUrl(edit.id), edit.body)).data;
    case 'delete':
      await api.delete(questionUrl(edit.id));
      return null;
    case 'import':
      return (await api.post<{ quiz: TQuizAdmin }>(`${quizUrl(lectureId)}/import`, edit.body)).data.quiz;
  }
}

/** Every write of the quiz editor; each answers the whole quiz, which replaces the cached one. */
export function useQuizEdit(lectureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: TQuizEdit) => send(lectureId, edit),
    onSuccess: async (quiz) => {
      if (quiz) client.setQueryData(quizAdminKeys.quiz(lectureId), quiz);
      else await client.invalidateQueries({ queryKey: quizAdminKeys.quiz(lectureId) });
    },
  });
}

/** The server's message with its field messages (an import's message already names the rows). */
export function quizErrorText(error: unknown): string {
  const text = errorText(error, 'update.course');
  const details =
    error instanceof ApiError ? (error.data as { details?: Record<string, unknown> } | undefined)?.details : undefined;
  const fields = Object.entries(details ?? {})
    .filter(([key, value]) => key !== 'content' && typeof value === 'string' && value !== text)
    .map(([, value]) => value as string);
  return [text, ...fields].join(' ');
}
