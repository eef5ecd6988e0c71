import type { TCaptionTrack } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /lectures/{id}/captions: the captions tracks with short-lived signed URLs. */
export async function getCaptions(lectureId: string, signal?: AbortSignal): Promise<TCaptionTrack[]> {
  const { data } = await api.get<TCaptionTrack[]>(`/lectures/${encodeURIComponent(lectureId)}/captions`, { signal });
  return data;
}

/** Like the media URL, the signed URLs expire: never served from cache once older than a minute. */
export function useCaptions(lectureId: string) {
  return useQuery({
    queryKey: learningKeys.captions(lectureId),
    queryFn: ({ signal }) => getCaptions(lectureId, signal),
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}
