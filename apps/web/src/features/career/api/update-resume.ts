import type { TResume, TUpdateResumeRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** PATCH /career/resumes/{id}: each key of `data` given replaces the stored one. */
export async function updateResume(id: string, body: TUpdateResumeRequest): Promise<TResume> {
  const { data } = await api.patch<TResume>(`/career/resumes/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateResume(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateResumeRequest) => updateResume(id, body),
    onSuccess: (resume) => {
      queryClient.setQueryData(careerKeys.resume(resume._id), resume);
      void queryClient.invalidateQueries({ queryKey: careerKeys.resumeList() });
    },
  });
}
