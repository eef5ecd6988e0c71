import type { TJobMatch } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A pasted description, or a PDF, DOCX or TXT file holding one. */
export type TJobDescriptionSource = { text: string } | { file: File };

/** POST /career/reviews/:id/match (JSON) or /match/file (multipart `file`). */
export async function matchJob(reviewId: string, source: TJobDescriptionSource): Promise<TJobMatch> {
  const base = `/career/reviews/${encodeURIComponent(reviewId)}/match`;
  if ('text' in source) {
    const { data } = await api.post<TJobMatch>(base, { jobDescription: source.text });
    return data;
  }
  const form = new FormData();
  form.append('file', source.file, source.file.name);
  const { data } = await api.post<TJobMatch>(`${base}/file`, form);
  return data;
}

export function useMatchJob(reviewId: string) {
  return useMutation({ mutationFn: (source: TJobDescriptionSource) => matchJob(reviewId, source) });
}
