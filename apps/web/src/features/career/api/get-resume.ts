import type { TResume } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';
import { retryUnlessClientError } from './retry';

/** GET /career/resumes/{id}: 404 for someone else's CV. */
export async function getResume(id: string, signal?: AbortSignal): Promise<TResume> {
  const { data } = await api.get<TResume>(`/career/resumes/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useResume(id: string | undefined) {
  return useQuery({
    queryKey: careerKeys.resume(id ?? ''),
    queryFn: ({ signal }) => getResume(id ?? '', signal),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
  });
}
