import type { TCareerLevel, TIndustry, TReview } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { careerKeys } from './query-keys';

export type TReviewUpload = { file: File; industry?: TIndustry | ''; level?: TCareerLevel | '' };

/** POST /career/reviews (multipart: `file`, optional `industry` and `level`): 201 new, 200 same text again. */
export async function createReview({ file, industry, level }: TReviewUpload): Promise<TReview> {
  const form = new FormData();
  // text fields first: a streaming parser sees them before the file
  if (industry) form.append('industry', industry);
  if (level) form.append('level', level);
  form.append('file', file, file.name);
  // also in the query: the multipart fields are the documented way, the query the one the API read
  // first (docs/api/career.md); the same values either way
  const params = { ...(industry ? { industry } : {}), ...(level ? { level } : {}) };
  const { data } = await api.post<TReview>('/career/reviews', form, { params });
  return data;
}

export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    onSuccess: (review) => {
      queryClient.setQueryData(careerKeys.review(review._id, currentLanguage()), review);
      void queryClient.invalidateQueries({ queryKey: careerKeys.reviewList() });
    },
  });
}
