import type { TSiteInfo } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const siteKeys = {
  all: ['site'] as const,
  info: () => [...siteKeys.all, 'info'] as const,
};

/** GET /site: home counters, support contacts and hours, the refund window, the currency. */
export async function getSiteInfo(signal?: AbortSignal): Promise<TSiteInfo> {
  const { data } = await api.get<TSiteInfo>('/site', { signal });
  return data;
}

export function useSiteInfo() {
  return useQuery({
    queryKey: siteKeys.info(),
    queryFn: ({ signal }) => getSiteInfo(signal),
    // `openNow` is computed at answer time; the client recomputes it (lib/support-hours)
    staleTime: 5 * 60_000,
  });
}
