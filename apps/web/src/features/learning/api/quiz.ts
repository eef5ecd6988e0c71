import type { TQuizAttemptResult, TQuizAttemptStart, TQuizState, TQuizSubmitRequest } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { continueLearningKeys } from '@/lib/continue-learning-keys';
import { learningKeys } from './query-keys';

/** Keys of the quiz calls, under the learning feature's (issue 20). */
export const quizKeys = {
  state: (lectureId: string) => [...learningKeys.all, 'quiz', lectureId] as const,
};

const lectureUrl = (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/quiz`;

/** GET /lectures/{id}/quiz/state: the rules, my attempts, best score, attempts left. */
export function useQuizState(lectureId: string) {
  return useQuery({
    queryKey: quizKeys.state(lectureId),
    queryFn: async ({ signal }) => (await api.get<TQuizState>(`${lectureUrl(lectureId)}/state`, { signal })).data,
  });
}

/** POST /lectures/{id}/quiz/attempts: a new attempt (or the open one), its options shuffled. */
export function useStartAttempt(lectureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<TQuizAttemptStart>(`${lectureUrl(lectureId)}/attempts`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: quizKeys.state(lectureId) }),
  });
}

/**
 * POST /quiz-attempts/{id}/submit: graded on the server; a pass completes the lecture. Past the time
 * limit (and its grace) the server answers 409 and closes the attempt: the state is read again then too.
 */
export function useSubmitAttempt(courseId: string, lectureId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ attemptId, answers }: { attemptId: string; answers: TQuizSubmitRequest['answers'] }) =>
      (await api.post<TQuizAttemptResult>(`/quiz-attempts/${encodeURIComponent(attemptId)}/submit`, { answers })).data,
    onError: (error) => {
      if (isAttemptClosed(error)) void client.invalidateQueries({ queryKey: quizKeys.state(lectureId) });
    },
    onSuccess: async () => {
      await Promise.all([
        client.invalidateQueries({ queryKey: quizKeys.state(lectureId) }),
        client.invalidateQueries({ queryKey: learningKeys.content(courseId) }),
        client.invalidateQueries({ queryKey: learningKeys.mine() }),
        client.invalidateQueries({ queryKey: continueLearningKeys.all }),
      ]);
    },
  });
}

/** The server refused a submit because the attempt is closed (its time ran out): back to the summary. */
export const isAttemptClosed = (error: unknown) => isApiError(error) && error.status === 409;
