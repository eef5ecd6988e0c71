import type { TCourseMoodleLink } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moodleKeys } from './query-keys';

/** GET /moodle/course-links (admin): every course and the Moodle course it is linked to. */
export async function getCourseLinks(signal?: AbortSignal): Promise<TCourseMoodleLink[]> {
  const { data } = await api.get<TCourseMoodleLink[]>('/moodle/course-links', { signal });
  return Array.isArray(data) ? data : [];
}

export function useCourseLinks() {
  return useQuery({ queryKey: moodleKeys.links(), queryFn: ({ signal }) => getCourseLinks(signal) });
}
