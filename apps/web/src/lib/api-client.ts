import axios, { AxiosError, AxiosHeaders, type InternalAxiosRequestConfig } from 'axios';
import { currentLanguage, i18n } from './i18n';
import { navigateTo } from './navigation';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** set once a request has been retried after a token refresh */
    _retry?: boolean;
  }
}

/** One HTTP client for the whole app (SPEC sections 4 and 7). */
export const api = axios.create({
  baseURL: import.meta.env.VITE_API_BASE || '/api',
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  timeout: 0,
});

const AUTH_PATHS_WITHOUT_REFRESH = ['/auth/login', '/auth/register', '/auth/refresh'];


api.interceptors.request.use((config) => {
  const headers = AxiosHeaders.from(config.headers);
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());
  config.headers = headers;
  return config;
});

function isAuthPath(url: string | undefined) {
  if (!url) return false;
  const path = url.toLowerCase().split('?')[0] ?? '';
  return AUTH_PATHS_WITHOUT_REFRESH.some((p) => path.endsWith(p));
}

type TRefreshResponse = { accessToken: string; refreshToken?: string };

let refreshInFlight: Promise<string> | null = null;

/** Concurrent 401s share this single refresh. */
function refreshAccessToken(): Promise<string> {
  if (!refreshInFlight) {
    refreshInFlight = (async () => {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new Error('No refresh token');
      const { data } = await api.post<TRefreshResponse>('/auth/refresh', { refreshToken });
      if (!data?.accessToken) throw new Error('Refresh response without accessToken');
      setTokens({ accessToken: data.accessToken, refreshToken: data.refreshToken ?? null });
      return data.accessToken;
    })().finally(() => {
      refreshInFlight = null;
    });
  }
  return refreshInFlight;
}

api.interceptors.response.use(undefined, async (error: unknown) => {
  if (!(error instanceof AxiosError) || !error.config) throw error;
  const original: InternalAxiosRequestConfig = error.config;
  if (error.response?.status !== 401 || original._retry || isAuthPath(original.url)) throw error;

  original._retry = true;
  let accessToken: string;
  try {
    accessToken = await refreshAccessToken();
  } catch {
    clearSession();
    // SPEC section 4: a failed refresh sends the user to /login
    navigateTo('/login');
    throw error;
  }
  const headers = AxiosHeaders.from(original.headers);
  headers.set('Authorization', `Bearer ${accessToken}`);
  original.headers = headers;
  return api.request(original);
});

/** The server's `message` when present, else the translated spec default (SPEC section 8). */
export function getErrorMessage(error: unknown, fallbackKey: string): string {
  if (error instanceof AxiosError) {
    const data: unknown = error.response?.data;
    if (data && typeof data === 'object' && 'message' in data) {
      const message = (data as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  return i18n.t(fallbackKey, { ns: 'errors' });
}
