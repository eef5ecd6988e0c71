import type { TCaptionLanguage, TCaptionTrack } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { coursesAdminKeys } from './query-keys';
import { uploadFile } from './upload-file';

const base = (lectureId: string) => `/lectures/${encodeURIComponent(lectureId)}/captions`;

/** GET /lectures/{id}/captions: which languages a lecture has captions in. */
export function useLectureCaptionList(lectureId: string) {
  return useQuery({
    queryKey: coursesAdminKeys.captions(lectureId),
    queryFn: async ({ signal }) => (await api.get<TCaptionTrack[]>(base(lectureId), { signal })).data,
  });
}

/** POST (multipart) and DELETE /lectures/{id}/captions/{language} (admin). */
export function useLectureCaptionEdits(lectureId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: coursesAdminKeys.captions(lectureId) });
  const upload = useMutation({
    mutationFn: ({
      language,
      file,
      onProgress,
    }: {
      language: TCaptionLanguage;
      file: File;
      onProgress?: (value: number) => void;
    }) => uploadFile(`${base(lectureId)}/${language}`, file, { onProgress }),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (language: TCaptionLanguage) => {
      await api.delete(`${base(lectureId)}/${language}`);
    },
    onSuccess: refresh,
  });
  return { upload, remove };
}
