import type { RESUME_EXPORT_FORMATS } from '@masar/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, ApiError, apiUrl, parseBody } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getAccessToken } from '@/lib/session';
import { fileNameFromDisposition, saveBlob } from '../lib/save-file';

export type TResumeFormat = (typeof RESUME_EXPORT_FORMATS)[number];

function fetchFile(url: string, signal?: AbortSignal) {
  const headers = new Headers({ 'Accept-Language': currentLanguage() });
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetch(url, { headers, credentials: 'include', signal });
}

async function readError(response: Response): Promise<ApiError> {
  return new ApiError(response.status, parseBody(await response.text().catch(() => '')));
}

/**
 * GET /career/resumes/{id}/pdf|docx with the bearer token, saved as a file. The shared client reads
 * bodies as text, so the file is fetched directly; on a 401 one call through the shared client
 * refreshes the session (or sends the visitor to /login) and the download is tried once more.
 */
export async function downloadResume(
  id: string,
  format: TResumeFormat,
  fallbackName: string,
  signal?: AbortSignal,
): Promise<void> {
  const path = `/career/resumes/${encodeURIComponent(id)}`;
  const url = new URL(apiUrl(`${path}/${format}`), document.baseURI).href;
  let response: Response;
  try {
    response = await fetchFile(url, signal);
    if (response.status === 401) {
      await api.get(path, { signal });
      response = await fetchFile(url, signal);
    }
  } catch (error) {
    if (error instanceof ApiError || signal?.aborted) throw error;
    throw new ApiError(undefined, undefined, error);
  }
  if (!response.ok) throw await readError(response);
  const blob = await response.blob();
  saveBlob(blob, fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? `${fallbackName}.${format}`);
}

export function useDownloadResume() {
  return useMutation({
    mutationFn: ({ id, format, fallbackName }: { id: string; format: TResumeFormat; fallbackName: string }) =>
      downloadResume(id, format, fallbackName),
  });
}
