import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { removeFromLists } from '@/lib/list-cache';
import { coursesAdminKeys } from './query-keys';

/** DELETE /courses/{id} (admin): 204. */
export async function deleteCourse(id: string): Promise<void> {
  await api.delete(`/courses/${encodeURIComponent(id)}`);
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCourse,
    onSuccess: (_nothing, id) => {
      removeFromLists(queryClient, coursesAdminKeys.lists(), id);
      queryClient.removeQueries({ queryKey: coursesAdminKeys.detail(id) });
    },
  });
}
