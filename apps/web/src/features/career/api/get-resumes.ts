import type { TResumeSummary } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** GET /career/resumes: the learner's CVs, newest first. */
export async function getResumes(signal?: AbortSignal): Promise<TResumeSummary[]> {
  const { data } = await api.get<TResumeSummary[]>('/career/resumes', { signal });
  return data;
}

export function useResumes() {
  return useQuery({ queryKey: careerKeys.resumeList(), queryFn: ({ signal }) => getResumes(signal) });
}
