import type { TInterviewSession } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/interviews/{id}/finish: completes the session now (unanswered questions dropped). */
export async function finishInterview(id: string): Promise<TInterviewSession> {
  const { data } = await api.post<TInterviewSession>(`/career/interviews/${encodeURIComponent(id)}/finish`);
  return data;
}

export function useFinishInterview(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => finishInterview(id),
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
