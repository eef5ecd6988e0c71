import type { TLecturePreview } from '@masar/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { retryUnlessClientError } from './get-course';
import { catalogKeys } from './query-keys';

/** GET /lectures/{id}/preview: a free preview lecture of a published course, for anyone. */
export async function getLecturePreview(lectureId: string, signal?: AbortSignal): Promise<TLecturePreview> {
  const { data } = await api.get<TLecturePreview>(`/lectures/${encodeURIComponent(lectureId)}/preview`, { signal });
  return data;
}

export function useLecturePreview(lectureId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: catalogKeys.lecturePreview(lectureId),
    queryFn: ({ signal }) => getLecturePreview(lectureId, signal),
    retry: retryUnlessClientError(client),
    // the media URL is stable and public: no need to ask again while the page stays open
    staleTime: 5 * 60_000,
  });
}
