import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodleKeys } from './query-keys';

/** POST /moodle/enrolments/{id}/retry (admin). */
export async function retryMoodleEnrolment(id: string): Promise<{ message: string }> {
  const { data } = await api.post<{ message: string }>(`/moodle/enrolments/${encodeURIComponent(id)}/retry`);
  return data;
}

export function useRetryMoodleEnrolment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMoodleEnrolment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...moodleKeys.all, 'enrolments'] }),
  });
}
