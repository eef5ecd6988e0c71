import type { TCourseReview, TCourseReviewRequest, TMyCourse } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** PUT /courses/{id}/review: creates or edits the learner's one review. */
export async function saveReview(courseId: string, body: TCourseReviewRequest): Promise<TCourseReview> {
  const { data } = await api.put<TCourseReview>(`/courses/${encodeURIComponent(courseId)}/review`, body);
  return data;
}

export function useSaveReview(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCourseReviewRequest) => saveReview(courseId, body),
    onSuccess: (review) => {
      client.setQueryData<TMyCourse[]>(learningKeys.mine(), (list) =>
        list?.map((course) =>
          course._id === courseId
            ? { ...course, myReview: { rating: review.rating, comment: review.comment } }
            : course,
        ),
      );
    },
  });
}
