import type { TResume } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/resumes/{id}/duplicate: a copy with a "(copy)" title. */
export async function duplicateResume(id: string): Promise<TResume> {
  const { data } = await api.post<TResume>(`/career/resumes/${encodeURIComponent(id)}/duplicate`);
  return data;
}

export function useDuplicateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: duplicateResume,
    onSuccess: (resume) => {
      queryClient.setQueryData(careerKeys.resume(resume._id), resume);
      void queryClient.invalidateQueries({ queryKey: careerKeys.resumeList() });
    },
  });
}
