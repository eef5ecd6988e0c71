import type { TCourseDetails } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesAdminKeys } from './query-keys';

/** GET /Courses/{id}: with an admin token, drafts too and the lectures' body and media flags. */
export async function getCourse(id: string, signal?: AbortSignal): Promise<TCourseDetails> {
  const { data } = await api.get<TCourseDetails>(`/Courses/${encodeURIComponent(id)}`, { signal });
  return data;
}

export function useCourse(id: string) {
  return useQuery({ queryKey: coursesAdminKeys.detail(id), queryFn: ({ signal }) => getCourse(id, signal) });
}
