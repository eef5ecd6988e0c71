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
type TParams = Record<string, unknown>;

export type TRequestConfig = {
  url?: string;
  method?: string;
  /** query string values; undefined and null are left out, arrays repeat as `key[]` */
  params?: TParams;
  /** request body: plain values are sent as JSON; FormData, Blob, URLSearchParams, strings as they are */
  data?: unknown;
  headers?: THeaders;
  signal?: AbortSignal;
  /** set once a request has been retried after a token refresh */
  _retry?: boolean;
};

export type TApiResponse<T> = {
  data: T;
  status: number;
  statusText: string;
  headers: Headers;
  config: TRequestConfig;
};

/** The configuration the client applies to every request. */
export const apiDefaults = {
  baseURL: import.meta.env.VITE_API_BASE || '/api',
  /** fetch `credentials: 'include'` */
  withCredentials: true,
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  headers: { Accept: 'application/json', 'Content-Type': 'application/json' } as THeaders,
  /** milliseconds; 0 means no timeout */
  timeout: 0,
} as const;

/** A failed request: non-2xx answers carry `status` and the response `data` (also under `response`). */
export class ApiError<T = unknown> extends Error {
  override name = 'ApiError';
  readonly status: number | undefined;
  readonly data: T | undefined;
  readonly response: { status: number; statusText: string; data: T; headers: Headers } | undefined;
  readonly config: TRequestConfig;
  readonly code: string;

  constructor(message: string, code: string, config: TRequestConfig, response?: ApiError<T>['response'], cause?: unknown) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.config = config;
    this.response = response;
    this.status = response?.status;
    this.data = response?.data;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

// Same encoding of query values as axios: encodeURIComponent, keeping : $ , [ ] and spaces as +.
function encodeParam(value: string) {
  return encodeURIComponent(value)
    .replace(/%3A/gi, ':')
    .replace(/%24/g, '$')
    .replace(/%2C/gi, ',')
    .replace(/%20/g, '+')
    .replace(/%5B/gi, '[')
    .replace(/%5D/gi, ']');
}

function serializeParams(params: TParams) {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const many = Array.isArray(value);
    for (const item of many ? (value as unknown[]) : [value]) {
      if (item === undefined || item === null) continue;
      const text = item instanceof Date ? item.toISOString() : typeof item === 'object' ? JSON.stringify(item) : String(item as string | number | boolean);
      parts.push(`${encodeParam(many ? `${key}[]` : key)}=${encodeParam(text)}`);
    }
  }
  return parts.join('&');
}

const ABSOLUTE_URL = /^([a-z][a-z\d+\-.]*:)?\/\//i;

function buildUrl(config: TRequestConfig) {
  const url = config.url ?? '';
  const base = apiDefaults.baseURL;
  let full = ABSOLUTE_URL.test(url) || !base ? url : url ? `${base.replace(/\/?\/$/, '')}/${url.replace(/^\/+/, '')}` : base;
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

function isSameOrigin(url: string) {
  return new URL(url).origin === window.location.origin;
}

function readCookie(name: string) {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${name.replace(/[-.]/g, '\\$&')}=([^;]*)`));
  return match?.[1] === undefined ? null : decodeURIComponent(match[1]);
}

function isRawBody(data: unknown): data is BodyInit {
  return (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof URLSearchParams ||
    data instanceof Blob ||
    data instanceof ArrayBuffer ||
    ArrayBuffer.isView(data)
  );
}

/** The body as axios parses it: JSON when it is JSON, the text otherwise, '' when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
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
  const headers = new Headers(apiDefaults.headers);
  for (const [name, value] of Object.entries(config.headers ?? {})) headers.set(name, value);

  let body: BodyInit | undefined;
  if (config.data === undefined) {
    headers.delete('Content-Type');
  } else if (isRawBody(config.data)) {
    body = config.data;
    // the browser writes the multipart boundary or the form encoding itself
    if (config.data instanceof FormData || config.data instanceof URLSearchParams) headers.delete('Content-Type');
  } else {
    body = JSON.stringify(config.data);
  }

  // what the axios request interceptor did: bearer token and the current language
  const token = getAccessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  headers.set('Accept-Language', currentLanguage());

  if (!import.meta.env.SSR && apiDefaults.withCredentials && isSameOrigin(url)) {
    const xsrf = readCookie(apiDefaults.xsrfCookieName);
    if (xsrf) headers.set(apiDefaults.xsrfHeaderName, xsrf);
  }

  let response: Response;
  try {
    response = await (import.meta.env.SSR && serverFetch ? serverFetch : fetch)(url, {
      method,
      headers,
      body,
      credentials: apiDefaults.withCredentials ? 'include' : 'same-origin',
      signal: config.signal,
    });
  } catch (error) {
    // an abort stays an AbortError so callers (TanStack Query) recognise it
    if (config.signal?.aborted) throw error;
    throw new ApiError('Network Error', 'ERR_NETWORK', config, undefined, error);
  }

  const data = (await readBody(response)) as T;
  const result: TApiResponse<T> = { data, status: response.status, statusText: response.statusText, headers: response.headers, config };
  if (response.ok) return result;
  throw new ApiError<T>(
    `Request failed with status code ${response.status}`,
    response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
    config,
    { status: response.status, statusText: response.statusText, data, headers: response.headers },
  );
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
  defaults: apiDefaults,
  request,
  get: <T = unknown>(url: string, config: TConfig = {}) => request<T>({ ...config, url, method: 'get' }),
  delete: <T = unknown>(url: string, config: TConfig = {}) => request<T>({ ...config, url, method: 'delete' }),
  post: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) => request<T>({ ...config, url, method: 'post', data }),
  put: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) => request<T>({ ...config, url, method: 'put', data }),
  patch: <T = unknown>(url: string, data?: unknown, config: TConfig = {}) => request<T>({ ...config, url, method: 'patch', data }),
};
