import type { TReview } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useTranslation } from '@/lib/use-translation';
import { careerKeys } from './query-keys';
import { retryUnlessClientError } from './retry';

/** GET /career/reviews/{id}: the score with the averages as of now. */
export async function getReview(id: string, signal?: AbortSignal): Promise<TReview> {
  const { data } = await api.get<TReview>(`/career/reviews/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useReview(id: string | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: careerKeys.review(id ?? '', i18n.language),
    queryFn: ({ signal }) => getReview(id ?? '', signal),
    enabled: Boolean(id),
    retry: retryUnlessClientError,
  });
}
