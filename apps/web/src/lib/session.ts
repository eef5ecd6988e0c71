import { useSyncExternalStore } from 'react';

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USER_KEY = 'user';

/** The stored user: the API's /users/me answer; only role is known for sure (SPEC section 3). */
export type TSessionUser = {
  _id?: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  name?: string;
  role?: string;
  [key: string]: unknown;
};

export type TSession = {
  accessToken: string | null;
  refreshToken: string | null;
  user: TSessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
};

function safeGet(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function readUser(): TSessionUser | null {
  const raw = safeGet(USER_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as TSessionUser) : null;
  } catch {
    return null;
  }
}

/** Session restore (SPEC section 4): signed in only if BOTH an access token and a stored user exist. */
export function readSession(): TSession {
  const accessToken = safeGet(ACCESS_TOKEN_KEY);
  const refreshToken = safeGet(REFRESH_TOKEN_KEY);
  const user = readUser();
  const isAuthenticated = Boolean(accessToken && user);
  return {
    accessToken,
    refreshToken,
    user,
    isAuthenticated,
    isAdmin: isAuthenticated && user?.role === 'admin',
  };
}

const listeners = new Set<() => void>();

/** No session: what the server renders (it knows none), and so what hydration starts from. */
const GUEST: TSession = { accessToken: null, refreshToken: null, user: null, isAuthenticated: false, isAdmin: false };
// a guest's snapshot is the same object after hydration: nothing re-renders for it
let cache: { raw: string; session: TSession } | null = { raw: '\u0000\u0000', session: GUEST };

function emit() {
  listeners.forEach((listener) => listener());
}

export function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Stable snapshot for useSyncExternalStore: a new object only when the stored values change. */
export function getSession(): TSession {
  const raw = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY].map((key) => safeGet(key) ?? '').join('\u0000');
  if (!cache || cache.raw !== raw) cache = { raw, session: readSession() };
  return cache.session;
}

export function getAccessToken() {
  return safeGet(ACCESS_TOKEN_KEY);
}

export function getRefreshToken() {
  return safeGet(REFRESH_TOKEN_KEY);
}

export function setTokens(tokens: { accessToken: string; refreshToken?: string | null }) {
  localStorage.setItem(ACCESS_TOKEN_KEY, tokens.accessToken);
  if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
  emit();
}

export function setSession(session: {
  accessToken?: string;
  refreshToken?: string | null;
  user?: TSessionUser | null;
}) {
  if (session.accessToken) localStorage.setItem(ACCESS_TOKEN_KEY, session.accessToken);
  if (session.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, session.refreshToken);
  if (session.user) localStorage.setItem(USER_KEY, JSON.stringify(session.user));
  emit();
}

export function clearSession() {
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  } finally {
    emit();
  }
}

/** Re-reads storage; used when another tab changes the session. */
export function refreshSessionSnapshot() {
  emit();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USER_KEY].includes(event.key)) emit();
  });
}

export function isAdmin(user: TSessionUser | null | undefined) {
  return user?.role === 'admin';
}

export function useSession(): TSession {
  return useSyncExternalStore(subscribe, getSession, () => GUEST);
}
