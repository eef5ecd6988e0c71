import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { careerKeys } from './query-keys';

/** DELETE /career/resumes/{id} */
export async function deleteResume(id: string): Promise<void> {
  await api.delete(`/career/resumes/${encodeURIComponent(id)}`);
}

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteResume,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: careerKeys.resume(id) });
      void queryClient.invalidateQueries({ queryKey: careerKeys.resumeList() });
    },
  });
}
