import type { TInterviewSession } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/interviews/{id}/answers: answers `current`; the feedback is the last of `answers`. */
export async function answerInterview(id: string, answer: string): Promise<TInterviewSession> {
  const { data } = await api.post<TInterviewSession>(`/career/interviews/${encodeURIComponent(id)}/answers`, {
    answer,
  });
  return data;
}

export function useAnswerInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: string) => answerInterview(id, answer),
    onSuccess: (session) => {
      queryClient.setQueryData(careerKeys.interview(id), session);
      void queryClient.invalidateQueries({ queryKey: careerKeys.interviewList() });
    },
    // 409: the session was completed elsewhere (another tab): show it as it is now
    onError: (error) => {
      if (isApiError(error) && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: careerKeys.interview(id) });
    },
  });
}
