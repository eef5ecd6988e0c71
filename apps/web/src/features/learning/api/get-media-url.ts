import type { TMediaUrl } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /lectures/{id}/media-url: a short-lived signed URL for the video or the PDF. */
export async function getMediaUrl(lectureId: string, signal?: AbortSignal): Promise<TMediaUrl> {
  const { data } = await api.get<TMediaUrl>(`/lectures/${encodeURIComponent(lectureId)}/media-url`, { signal });
  return data;
}

/** The URL expires: never served from cache once it is older than a minute. */
export function useMediaUrl(lectureId: string, enabled: boolean) {
  return useQuery({
    queryKey: learningKeys.media(lectureId),
    queryFn: ({ signal }) => getMediaUrl(lectureId, signal),
    enabled,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}
