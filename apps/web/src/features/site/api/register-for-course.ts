import type { TCourseRegistrationRequest } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /courses/{id}/registrations: 201 {message}; stored for the admins and mailed to support. */
export async function registerForCourse(courseId: string, body: TCourseRegistrationRequest) {
  const { data } = await api.post<{ message: string }>(`/courses/${encodeURIComponent(courseId)}/registrations`, body);
  return data;
}

export function useRegisterForCourse(courseId: string) {
  return useMutation({ mutationFn: (body: TCourseRegistrationRequest) => registerForCourse(courseId, body) });
}
