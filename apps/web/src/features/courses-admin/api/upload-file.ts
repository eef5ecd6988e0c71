import type { TUploadResult } from '@masar/contracts';
import { api, ApiError, type TRequestConfig } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { getAccessToken } from '@/lib/session';

export type TUploadOptions = { onProgress?: (fraction: number) => void; signal?: AbortSignal };

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name.replace(/[-.]/g, '\\$&')}=([^;]*)`));
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

function parseHeaders(raw: string) {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One multipart upload (field `file`) through XMLHttpRequest, the only browser API that reports
 * upload progress. It sends what lib/api-client sends (bearer token, Accept-Language, the XSRF
 * header on same-origin requests, cookies) and fails with the same ApiError, so errorText
 * shows the server's translated 413 / 415 messages.
 */
function send(path: string, file: File, { onProgress, signal }: TUploadOptions): Promise<TUploadResult> {
  const url = new URL(`${api.defaults.baseURL.replace(/\/$/, '')}${path}`, document.baseURI).href;
  const config: TRequestConfig = { url: path, method: 'post' };
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = api.defaults.withCredentials;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (new URL(url).origin === window.location.origin) {
      const xsrf = readCookie(api.defaults.xsrfCookieName);
      if (xsrf) xhr.setRequestHeader(api.defaults.xsrfHeaderName, xsrf);
    }
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
      const response = { status: xhr.status, statusText: xhr.statusText, data, headers: parseHeaders(xhr.getAllResponseHeaders()) };
      reject(new ApiError(`Request failed with status code ${xhr.status}`, xhr.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST', config, response));
    };
    xhr.onerror = () => reject(new ApiError('Network Error', 'ERR_NETWORK', config));
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
