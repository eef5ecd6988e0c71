import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** DELETE /career/interviews/{id} */
export async function deleteInterview(id: string): Promise<void> {
  await api.delete(`/career/interviews/${encodeURIComponent(id)}`);
}

export function useDeleteInterview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInterview,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: careerKeys.interview(id) });
      void queryClient.invalidateQueries({ queryKey: careerKeys.interviewList() });
    },
  });
}
