import type { TInterviewSession, TStartInterviewRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/interviews: a new session; `current` is its first question. */
export async function startInterview(body: TStartInterviewRequest): Promise<TInterviewSession> {
  const { data } = await api.post<TInterviewSession>('/career/interviews', body);
  return data;
}

export function useStartInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startInterview,
    onSuccess: (session) => {
      queryClient.setQueryData(careerKeys.interview(session._id), session);
      void queryClient.invalidateQueries({ queryKey: careerKeys.interviewList() });
    },
  });
}
