import type { TApplyEnhanceRequest, TResume } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** POST /career/enhance/apply: the accepted rewrites go into a NEW CV; the source is unchanged. */
export async function applyEnhance(body: TApplyEnhanceRequest): Promise<TResume> {
  const { data } = await api.post<TResume>('/career/enhance/apply', body);
  return data;
}

export function useApplyEnhance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyEnhance,
    onSuccess: (resume) => {
      queryClient.setQueryData(careerKeys.resume(resume._id), resume);
      void queryClient.invalidateQueries({ queryKey: careerKeys.resumeList() });
    },
  });
}
