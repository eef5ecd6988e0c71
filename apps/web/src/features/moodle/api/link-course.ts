import type { TCourseMoodleLink } from '@masar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodleKeys } from './query-keys';

/** PATCH /courses/{id}/moodle (admin): link to a Moodle course, or unlink with null. */
export async function linkCourse(courseId: string, moodleCourseId: number | null): Promise<TCourseMoodleLink> {
  const { data } = await api.patch<TCourseMoodleLink>(`/courses/${encodeURIComponent(courseId)}/moodle`, {
    moodleCourseId,
  });
  return data;
}

export function useLinkCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, moodleCourseId }: { courseId: string; moodleCourseId: number | null }) =>
      linkCourse(courseId, moodleCourseId),
    onSuccess: (link) => {
      queryClient.setQueryData<TCourseMoodleLink[]>(moodleKeys.links(), (links) =>
        links?.map((l) => (l.courseId === link.courseId ? link : l)),
      );
      // the course's learners were queued
      void queryClient.invalidateQueries({ queryKey: [...moodleKeys.all, 'enrolments'] });
    },
  });
}
