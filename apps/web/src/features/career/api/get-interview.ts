import type { TInterviewSession } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';
import { retryUnlessClientError } from './retry';

/** GET /career/interviews/{id} */
export async function getInterview(id: string, signal?: AbortSignal): Promise<TInterviewSession> {
  const { data } = await api.get<TInterviewSession>(`/career/interviews/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useInterview(id: string) {
  return useQuery({
    queryKey: careerKeys.interview(id),
    queryFn: ({ signal }) => getInterview(id, signal),
    retry: retryUnlessClientError,
  });
}
