import type { TQuestion } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { questionsAdminKeys } from './query-keys';

/** PUT /questions/{id}/answer and /hidden (admin): the queue is fetched again after each. */
export function useQuestionActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionsAdminKeys.lists() });
  const answer = useMutation({
    mutationFn: async ({ questionId, answer }: { questionId: string; answer: string }) =>
      (await api.put<TQuestion>(`/questions/${encodeURIComponent(questionId)}/answer`, { answer })).data,
    onSuccess: refresh,
  });
  const hide = useMutation({
    mutationFn: async ({ questionId, hidden }: { questionId: string; hidden: boolean }) =>
      (await api.put<TQuestion>(`/questions/${encodeURIComponent(questionId)}/hidden`, { hidden })).data,
    onSuccess: refresh,
  });
  return { answer, hide };
}
