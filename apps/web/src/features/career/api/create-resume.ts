import type { TCreateResumeRequest, TResume } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/resumes: a new draft (the wizard's first step). */
export async function createResume(body: TCreateResumeRequest): Promise<TResume> {
  const { data } = await api.post<TResume>('/career/resumes', body);
  return data;
}

export function useCreateResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createResume,
    onSuccess: (resume) => {
      queryClient.setQueryData(careerKeys.resume(resume._id), resume);
      void queryClient.invalidateQueries({ queryKey: careerKeys.resumeList() });
    },
  });
}
