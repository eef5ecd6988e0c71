import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { jobsAdminKeys } from './query-keys';

/** POST /admin/jobs/{id}/retry (admin): one more try; 404 when no failed job has this id. */
export async function retryJob(id: string): Promise<void> {
  await api.post(`/admin/jobs/${encodeURIComponent(id)}/retry`);
}

/**
 * Retries a failed job, then reads the list again: the job has left it, or (a 404) another admin
 * retried it first and it left it already.
 */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsAdminKeys.failed() }),
  });
}
