import type { TUploadResult } from '@masar/contracts';
import { api, ApiError, apiUrl, parseBody, xsrfHeader } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getAccessToken } from '@/lib/session';

export type TUploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

/**
 * One multipart upload (field `file`) through XMLHttpRequest, the only browser API that reports
 * upload progress. It sends what lib/api-client sends (bearer token, Accept-Language, the XSRF
 * header on same-origin requests, cookies) and fails with the same ApiError, so errorText
 * shows the server's translated 413 / 415 messages.
 */
function send(path: string, file: File, { onProgress, signal }: TUploadOptions): Promise<TUploadResult> {
  const url = new URL(apiUrl(path), document.baseURI).href;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    const xsrf = xsrfHeader(url);
    if (xsrf) xhr.setRequestHeader(...xsrf);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const data = parseBody(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(data as TUploadResult);
        return;
      }
      reject(new ApiError(xhr.status, data));
    };
    xhr.onerror = () => reject(new ApiError());
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads `file` to `path` (e.g. `/lectures/{id}/video`); after a 401 it refreshes the session once. */
export async function uploadFile(path: string, file: File, options: TUploadOptions = {}): Promise<TUploadResult> {
  try {
    return await send(path, file, options);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) throw error;
    // any call through the shared client refreshes an expired token (or signs out when it cannot)
    await api.get('/users/me');
    return send(path, file, options);
  }
}
