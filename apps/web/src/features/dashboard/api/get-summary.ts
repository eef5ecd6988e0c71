import type { TAdminSummary } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const dashboardKeys = { summary: ['dashboard', 'summary'] as const };

/** GET /admin/summary (admin): the figures and the recent activity. */
export async function getSummary(signal?: AbortSignal): Promise<TAdminSummary> {
  const { data } = await api.get<TAdminSummary>('/admin/summary', { signal });
  return data;
}

export function useSummary() {
  // read again on every visit: the other admin pages change these figures
  return useQuery({ queryKey: dashboardKeys.summary, queryFn: ({ signal }) => getSummary(signal), staleTime: 0 });
}
