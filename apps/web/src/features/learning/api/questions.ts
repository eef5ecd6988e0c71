import type { TAnswerRequest, TQuestion, TQuestionRequest } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /lectures/{id}/questions: questions with answers, newest first (hidden ones for admins only). */
export async function getQuestions(lectureId: string, signal?: AbortSignal): Promise<TQuestion[]> {
  const { data } = await api.get<TQuestion[]>(`/lectures/${encodeURIComponent(lectureId)}/questions`, { signal });
  return data;
}

export function useQuestions(lectureId: string) {
  return useQuery({
    queryKey: learningKeys.questions(lectureId),
    queryFn: ({ signal }) => getQuestions(lectureId, signal),
  });
}

/**
 * Ask (learners), answer and hide (admins): the lecture's list is fetched again after each, and
 * `onSaved` runs too (the admins' queue refetches its own list).
 */
export function useQuestionMutations(lectureId: string, onSaved?: () => Promise<unknown>) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: learningKeys.questions(lectureId) }), onSaved?.()]);
  const ask = useMutation({
    mutationFn: async (body: TQuestionRequest) =>
      (await api.post<TQuestion>(`/lectures/${encodeURIComponent(lectureId)}/questions`, body)).data,
    onSuccess: refresh,
  });
  const answer = useMutation({
    mutationFn: async ({ questionId, body }: { questionId: string; body: TAnswerRequest }) =>
      (await api.put<TQuestion>(`/questions/${encodeURIComponent(questionId)}/answer`, body)).data,
    onSuccess: refresh,
  });
  const hide = useMutation({
    mutationFn: async ({ questionId, hidden }: { questionId: string; hidden: boolean }) =>
      (await api.put<TQuestion>(`/questions/${encodeURIComponent(questionId)}/hidden`, { hidden })).data,
    onSuccess: refresh,
  });
  return { ask, answer, hide };
}
