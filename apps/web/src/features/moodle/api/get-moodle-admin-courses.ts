import type { TMoodleAdminCourse, TMoodleAdminCoursesResponse } from '@masar/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { retryMoodle } from './get-moodle-courses';
import { moodleKeys } from './query-keys';

/** GET /moodle/courses (admin): every Moodle course, the ones hidden in Moodle marked `hidden`. */
export async function getMoodleAdminCourses(signal?: AbortSignal): Promise<TMoodleAdminCourse[]> {
  const { data } = await api.get<TMoodleAdminCoursesResponse>('/moodle/courses', { signal });
  return Array.isArray(data?.data?.courses) ? data.data.courses : [];
}

export function getMoodleAdminCoursesQueryOptions() {
  return queryOptions({
    queryKey: moodleKeys.adminCourses(),
    queryFn: ({ signal }) => getMoodleAdminCourses(signal),
    retry: retryMoodle,
  });
}

export function useMoodleAdminCourses({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMoodleAdminCoursesQueryOptions(), enabled });
}
