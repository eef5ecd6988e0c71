import type { TAdminCourse, TCourseDetails, TUpdateCourseRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { replaceInLists } from '@/lib/list-cache';
import { mergeAdminCourse } from './course-cache';
import { coursesAdminKeys } from './query-keys';

/** PATCH /courses/{id} (admin): any subset; `status` publishes or unpublishes (409 without a lecture). */
export async function updateCourse(id: string, body: TUpdateCourseRequest): Promise<TCourseDetails> {
  const { data } = await api.patch<TCourseDetails>(`/courses/${encodeURIComponent(id)}`, body);
  return data;
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TUpdateCourseRequest }) => updateCourse(id, body),
    onSuccess: (course, { id }) => {
      replaceInLists<TAdminCourse>(queryClient, coursesAdminKeys.lists(), id, (row) => mergeAdminCourse(row, course));
      queryClient.setQueryData<TCourseDetails>(coursesAdminKeys.detail(id), (old) =>
        old ? { ...old, ...course } : course,
      );
    },
  });
}
