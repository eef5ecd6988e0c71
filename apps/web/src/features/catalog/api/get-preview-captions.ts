import type { TCaptionTrack } from '@masar/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { catalogKeys } from './query-keys';

/** GET /lectures/{id}/captions: a free preview's captions, public like the preview itself. */
export async function getPreviewCaptions(lectureId: string, signal?: AbortSignal): Promise<TCaptionTrack[]> {
  const { data } = await api.get<TCaptionTrack[]>(`/lectures/${encodeURIComponent(lectureId)}/captions`, { signal });
  return Array.isArray(data) ? data : [];
}

/** The signed URLs expire: never served from cache once older than a minute. */
export function usePreviewCaptions(lectureId: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.previewCaptions(lectureId),
    queryFn: ({ signal }) => getPreviewCaptions(lectureId, signal),
    enabled,
    staleTime: 60_000,
    gcTime: 60_000,
    retry: false,
  });
}
