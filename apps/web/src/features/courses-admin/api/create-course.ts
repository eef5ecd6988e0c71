import type { TAdminCourse, TCourseDetails, TCreateCourseRequest } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { appendToLists } from '@/lib/list-cache';
import { toAdminCourse } from './course-cache';
import { coursesAdminKeys } from './query-keys';

/** POST /Courses (admin): created as a draft; answers the course's details. */
export async function createCourse(body: TCreateCourseRequest): Promise<TCourseDetails> {
  const { data } = await api.post<TCourseDetails>('/Courses', body);
  return data;
}

export function useCreateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCourse,
    onSuccess: (course) => {
      appendToLists<TAdminCourse>(queryClient, coursesAdminKeys.lists(), toAdminCourse(course));
      queryClient.setQueryData(coursesAdminKeys.detail(course._id), course);
    },
  });
}
