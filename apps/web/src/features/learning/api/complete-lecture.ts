import type { TLectureProgressResult } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { applyProgress } from './save-progress';

/** POST /lectures/{id}/complete: "mark done" for text and PDF lectures. */
export async function completeLecture(lectureId: string): Promise<TLectureProgressResult> {
  const { data } = await api.post<TLectureProgressResult>(`/lectures/${encodeURIComponent(lectureId)}/complete`);
  return data;
}

export function useCompleteLecture(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: completeLecture,
    onSuccess: (result) => applyProgress(client, courseId, result),
  });
}
