import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** DELETE /career/reviews/{id} */
export async function deleteReview(id: string): Promise<void> {
  await api.delete(`/career/reviews/${encodeURIComponent(id)}`);
}

export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReview,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: careerKeys.review(id) });
      void queryClient.invalidateQueries({ queryKey: careerKeys.reviewList() });
    },
  });
}
