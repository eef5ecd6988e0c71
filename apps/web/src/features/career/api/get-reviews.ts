import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';
import type { TReviewListItem } from './types';

/** GET /career/reviews: the learner's past reviews, newest first. */
export async function getReviews(signal?: AbortSignal): Promise<TReviewListItem[]> {
  const { data } = await api.get<TReviewListItem[]>('/career/reviews', { signal });
  return data;
}

export function useReviews() {
  return useQuery({ queryKey: careerKeys.reviewList(), queryFn: ({ signal }) => getReviews(signal) });
}
