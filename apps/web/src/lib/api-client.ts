import { currentLanguage } from './i18n';
import { navigateTo } from './navigation';
import { clearSession, getAccessToken, getRefreshToken, setTokens } from './session';

/**
 * One HTTP client for the whole app (SPEC sections 4 and 7), on `fetch`.
 * It replaces an axios instance to keep the home page within its 120 KB gzip budget
 * (docs/decisions/001-fetch-http-client.md) and keeps that instance's behaviour: base URL,
 * credentials, JSON bodies, no timeout, the XSRF cookie/header pair on same-origin requests,
 * bearer token, Accept-Language, and one shared token refresh followed by a single retry on 401.
 */

type THeaders = Record<string, string>;

type TRequestConfig = {
  url?: string;
  method?: string;
  /** query string values; undefined and null are left out */
  params?: Record<string, string | number | boolean | null | undefined>;
  /** request body: FormData as it is, anything else as JSON */
  data?: unknown;
  headers?: THeaders;
  signal?: AbortSignal;
  /** set once a request has been retried after a token refresh */
  _retry?: boolean;
};

/** A 2xx answer; `headers` carries the lists' X-Total-Count. */
export type TApiResponse<T> = { data: T; status: number; headers: Headers };

/** The API's base URL: `VITE_API_BASE`, by default `/api` on the page's origin. */
export const API_BASE: string = import.meta.env.VITE_API_BASE || '/api';

/** `path` ('/certificates/…/pdf') under the API's base URL: for links and for requests made outside this client. */
export const apiUrl = (path: string) => `${API_BASE.replace(/\/$/, '')}${path}`;

const DEFAULT_HEADERS: THeaders = { Accept: 'application/json', 'Content-Type': 'application/json' };

/** A failed request: `status` and `data` (the body) for a non-2xx answer; no status when no answer came. */
export class ApiError<T = unknown> extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly data: T | undefined;

  constructor(status?: number, data?: T, cause?: unknown) {
    super(
      status === undefined ? 'Network Error' : `Request failed with status code ${status}`,
      cause === undefined ? undefined : { cause },
    );
    this.status = status;
    this.data = data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function serializeParams(params: NonNullable<TRequestConfig['params']>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null) query.append(key, String(value));
  return query.toString();
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function buildUrl(config: TRequestConfig) {
  const url = config.url ?? '';
  let full =
    ABSOLUTE_URL.test(url) || !API_BASE
      ? url
      : url
        ? `${API_BASE.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}`
        : API_BASE;
  const query = config.params ? serializeParams(config.params) : '';
  if (query) {
    const hash = full.indexOf('#');
    if (hash !== -1) full = full.slice(0, hash);
    full += (full.includes('?') ? '&' : '?') + query;
  }
  return full;
}

/**
 * Server rendering (app/entry-server.tsx) sends the page's GET requests to the API in-process, to
 * relative URLs; the browser build compiles this away (`import.meta.env.SSR`).
 */
let serverFetch: typeof fetch | undefined;
export function setServerFetch(transport: typeof fetch) {
  if (import.meta.env.SSR) serverFetch = transport;
}

/**
 * The CSRF pair: the `XSRF-TOKEN` cookie's value as the `X-XSRF-TOKEN` header, for requests to the
 * page's own origin only (never handed to another site). For requests made outside this client too.
 */
export function xsrfHeader(url: string): [name: string, value: string] | undefined {
  if (new URL(url, document.baseURI).origin !== window.location.origin) return undefined;
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] === undefined ? undefined : ['X-XSRF-TOKEN', decodeURIComponent(match[1])];
}

/** An answer's body: JSON when it is JSON, the text otherwise, '' when empty. */
export function parseBody(text: string): unknown {
  if (!text) return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function send<T>(config: TRequestConfig): Promise<TApiResponse<T>> {
  // resolved against the page, as XMLHttpRequest does, so relative base URLs work everywhere
  const url = import.meta.env.SSR ? buildUrl(config) : new URL(buildUrl(config), document.baseURI).href;
  const method = (config.method ?? 'get').toUpperCase();
  // header names are case-insensitive: keep the last value given for each
  const headers = new Headers(DEFAULT_HEADERS);
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);

  let body: BodyInit | undefined;
  if (config.data === undefined) {
    headers.delete('Content-Type');
  } else if (config.data instanceof FormData) {
    body = config.data;
    // the browser writes the multipart boundary itself
    headers.delete('Content-Type');
  } else {
    body = JSON.stringify(config.data);
  }

  // what the axios request interceptor did: bearer token and the current language
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());

  const xsrf = import.meta.env.SSR ? undefined : xsrfHeader(url);
  if (xsrf) headers.set(...xsrf);

  let response: Response;
  try {
    response = await (import.meta.env.SSR && serverFetch ? serverFetch : fetch)(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: config.signal,
    });
  } catch (error) {
    // an abort stays an AbortError so callers (TanStack Query) recognise it
    if (config.signal?.aborted) throw error;
    throw new ApiError(undefined, undefined, error);
  }

  const data = parseBody(await response.text()) as T;
  if (response.ok) return { data, status: response.status, headers: response.headers };
  throw new ApiError<T>(response.status, data);
}

const AUTH_PATHS_WITHOUT_REFRESH = ['/auth/login', '/auth/register', '/auth/refresh'];

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

async function request<T = unknown>(config: TRequestConfig): Promise<TApiResponse<T>> {
  try {
    return await send<T>(config);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401 || config._retry || isAuthPath(config.url)) throw error;
    try {
      await refreshAccessToken();
    } catch {
      clearSession();
      // SPEC section 4: a failed refresh sends the user to /login
      navigateTo('/login');
      throw error;
    }
    // the retry picks up the refreshed token from storage
    return send<T>({ ...config, _retry: true });
  }
}

type TConfig = Omit<TRequestConfig, 'url' | 'method' | 'data'>;

export const api = {
  get: <T = unknown>(url: string, config: TConfig = {}) => request<T>({ ...config, url, method: 'get' }),
  delete: <T = unknown>(url: string, config: TConfig = {}) => request<T>({ ...config, url, method: 'delete' }),
  post: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) =>
    request<T>({ ...config, url, method: 'post', data }),
  put: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) =>
    request<T>({ ...config, url, method: 'put', data }),
  patch: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) =>
    request<T>({ ...config, url, method: 'patch', data }),
};
