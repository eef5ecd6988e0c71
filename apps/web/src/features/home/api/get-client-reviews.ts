import type { TClientReview } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /site/reviews: learners' course reviews that have a comment (PRODUCT.md section 4). */
export async function getClientReviews(signal?: AbortSignal): Promise<TClientReview[]> {
  const { data } = await api.get<TClientReview[]>('/site/reviews', { signal });
  return Array.isArray(data) ? data : [];
}

export function getClientReviewsQueryOptions() {
  return queryOptions({
    queryKey: ['home', 'client-reviews'],
    queryFn: ({ signal }) => getClientReviews(signal),
    staleTime: 5 * 60_000,
  });
}

export function useClientReviews() {
  return useQuery(getClientReviewsQueryOptions());
}
