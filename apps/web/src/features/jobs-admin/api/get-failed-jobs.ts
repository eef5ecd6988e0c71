import type { TFailedJobs } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsAdminKeys } from './query-keys';

/** GET /admin/jobs/failed (admin): the jobs that failed their last try, newest first (kept 14 days). */
export async function getFailedJobs(signal?: AbortSignal): Promise<TFailedJobs> {
  const { data } = await api.get<TFailedJobs>('/admin/jobs/failed', { signal });
  return data;
}

export function useFailedJobs() {
  return useQuery(
    queryOptions({
      queryKey: jobsAdminKeys.failed(),
      queryFn: ({ signal }) => getFailedJobs(signal),
      // jobs fail and are retried (by another admin too) while nobody looks: read again on each visit
      staleTime: 0,
    }),
  );
}
