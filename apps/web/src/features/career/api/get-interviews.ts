import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';
import type { TInterviewListItem } from './types';

/** GET /career/interviews: the learner's sessions, newest first. */
export async function getInterviews(signal?: AbortSignal): Promise<TInterviewListItem[]> {
  const { data } = await api.get<TInterviewListItem[]>('/career/interviews', { signal });
  return data;
}

export function useInterviews() {
  return useQuery({ queryKey: careerKeys.interviewList(), queryFn: ({ signal }) => getInterviews(signal) });
}
