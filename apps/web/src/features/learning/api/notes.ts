import type { TNote, TNoteRequest, TNoteUpdate } from '@masar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { learningKeys } from './query-keys';

/** GET /courses/{id}/notes: the learner's own notes in the course. */
export async function getNotes(courseId: string, signal?: AbortSignal): Promise<TNote[]> {
  const { data } = await api.get<TNote[]>(`/courses/${encodeURIComponent(courseId)}/notes`, { signal });
  return data;
}

export function useNotes(courseId: string) {
  return useQuery({ queryKey: learningKeys.notes(courseId), queryFn: ({ signal }) => getNotes(courseId, signal) });
}

/** POST /lectures/{id}/notes, PATCH and DELETE /notes/{id}: the list is fetched again after each. */
export function useNoteMutations(courseId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: learningKeys.notes(courseId) });
  const create = useMutation({
    mutationFn: async ({ lectureId, body }: { lectureId: string; body: TNoteRequest }) =>
      (await api.post<TNote>(`/lectures/${encodeURIComponent(lectureId)}/notes`, body)).data,
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: async ({ noteId, body }: { noteId: string; body: TNoteUpdate }) =>
      (await api.patch<TNote>(`/notes/${encodeURIComponent(noteId)}`, body)).data,
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: async (noteId: string) => {
      await api.delete(`/notes/${encodeURIComponent(noteId)}`);
    },
    onSuccess: refresh,
  });
  return { create, update, remove };
}

/** GET /courses/{id}/notes/export: the notes as a UTF-8 file, named as the server names it. */
export async function exportNotes(
  courseId: string,
  format: 'md' | 'csv',
): Promise<{ blob: Blob; disposition: string | null }> {
  const response = await api.get<string>(`/courses/${encodeURIComponent(courseId)}/notes/export`, {
    params: { format },
  });
  // the client reads bodies as text, which drops the CSV's byte-order mark: spreadsheets need it back
  const text = format === 'csv' ? `\uFEFF${String(response.data)}` : String(response.data);
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'text/markdown;charset=utf-8';
  return { blob: new Blob([text], { type }), disposition: response.headers.get('content-disposition') };
}
