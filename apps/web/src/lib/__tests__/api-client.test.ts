import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '@/test/server';
import { api, API_BASE, ApiError } from '../api-client';
import { setNavigator } from '../navigation';
import { getSession } from '../session';

const user = { _id: 'u1', email: 'learner@example.com', role: 'user' };

function signIn(accessToken = 'old-access', refreshToken = 'old-refresh') {
  localStorage.setItem('accessToken', accessToken);
  localStorage.setItem('refreshToken', refreshToken);
  localStorage.setItem('user', JSON.stringify(user));
}

/** A protected endpoint that only accepts the refreshed token. */
function protectedEndpoint(calls: string[]) {
  return http.get('*/api/protected/:n', ({ request, params }) => {
    calls.push(`${String(params.n)}:${request.headers.get('authorization') ?? ''}`);
    if (request.headers.get('authorization') !== 'Bearer new-access') {
      return HttpResponse.json({ message: 'Token expired', code: 'TOKEN_EXPIRED' }, { status: 401 });
    }
    return HttpResponse.json({ ok: params.n });
  });
}

describe('api client', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
  });
  afterEach(() => setNavigator((to) => window.location.assign(to)));

  it('sends to /api by default (SPEC section 7)', () => {
    expect(API_BASE).toBe('/api');
  });

  it('sends same-origin requests under /api with credentials, JSON and the XSRF cookie as a header', async () => {
    document.cookie = 'XSRF-TOKEN=xsrf%3Dvalue; path=/';
    let seen: Record<string, string | null> | undefined;
    let body: unknown;
    server.use(
      http.post('*/api/echo', async ({ request }) => {
        const url = new URL(request.url);
        seen = {
          origin: url.origin === window.location.origin ? 'same' : url.origin,
          path: `${url.pathname}${url.search}`,
          credentials: request.credentials,
          xsrf: request.headers.get('x-xsrf-token'),
          contentType: request.headers.get('content-type'),
          accept: request.headers.get('accept'),
        };
        body = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    try {
      const { data, status } = await api.post(
        '/echo',
        { a: 1 },
        { params: { q: 'بايثون', limit: 6, level: undefined } },
      );
      expect(status).toBe(200);
      expect(data).toEqual({ ok: true });
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(seen).toEqual({
      origin: 'same',
      path: `/api/echo?q=${encodeURIComponent('بايثون')}&limit=6`,
      credentials: 'include',
      xsrf: 'xsrf=value',
      contentType: 'application/json',
      accept: 'application/json',
    });
    expect(body).toEqual({ a: 1 });
  });

  it('never sends the XSRF header to another origin, and no Content-Type without a body', async () => {
    document.cookie = 'XSRF-TOKEN=secret; path=/';
    let seen: { xsrf: string | null; contentType: string | null } | undefined;
    server.use(
      http.get('https://elsewhere.example/data', ({ request }) => {
        seen = { xsrf: request.headers.get('x-xsrf-token'), contentType: request.headers.get('content-type') };
        return HttpResponse.json([]);
      }),
    );
    try {
      await api.get('https://elsewhere.example/data');
    } finally {
      document.cookie = 'XSRF-TOKEN=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    }
    expect(seen).toEqual({ xsrf: null, contentType: null });
  });

  it('has no timeout: a slow answer still arrives', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let release: () => void = () => {};
      const answered = new Promise<void>((resolve) => (release = resolve));
      server.use(
        http.get('*/api/slow', async () => {
          await answered;
          return HttpResponse.json({ late: true });
        }),
      );
      const pending = api.get('/slow');
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      release();
      await expect(pending).resolves.toMatchObject({ data: { late: true } });
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects a non-2xx answer with its status and data', async () => {
    server.use(
      http.get('*/api/missing', () =>
        HttpResponse.json({ message: 'Course not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const error = await api.get('/missing').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 404,
      data: { message: 'Course not found', code: 'NOT_FOUND' },
      message: 'Request failed with status code 404',
    });
  });

  it('rejects a network failure with an ApiError without status, and keeps an abort an AbortError', async () => {
    server.use(http.get('*/api/down', () => HttpResponse.error()));
    const error = await api.get('/down').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: undefined, data: undefined, message: 'Network Error' });
    const controller = new AbortController();
    controller.abort();
    await expect(api.get('/down', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends the bearer token and the current language', async () => {
    signIn('abc');
    let seen: { auth: string | null; lang: string | null } | undefined;
    server.use(
      http.get('*/api/echo', ({ request }) => {
        seen = { auth: request.headers.get('authorization'), lang: request.headers.get('accept-language') };
        return HttpResponse.json({});
      }),
    );
    await api.get('/echo');
    expect(seen).toEqual({ auth: 'Bearer abc', lang: 'ar' });
  });

  it('sends no Authorization header without a token', async () => {
    let auth: string | null = 'unset';
    server.use(
      http.get('*/api/Courses', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json([]);
      }),
    );
    await api.get('/Courses');
    expect(auth).toBeNull();
  });

  it('on 401 refreshes once, stores the new tokens and retries the request once', async () => {
    signIn();
    const calls: string[] = [];
    const refreshBodies: unknown[] = [];
    server.use(
      protectedEndpoint(calls),
      http.post('*/api/auth/refresh', async ({ request }) => {
        refreshBodies.push(await request.json());
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      }),
    );
    const { data } = await api.get('/protected/1');
    expect(data).toEqual({ ok: '1' });
    expect(refreshBodies).toEqual([{ refreshToken: 'old-refresh' }]);
    expect(calls).toEqual(['1:Bearer old-access', '1:Bearer new-access']);
    expect(localStorage.getItem('accessToken')).toBe('new-access');
    expect(localStorage.getItem('refreshToken')).toBe('new-refresh');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not retry a second time when the retried request is still 401', async () => {
    signIn();
    let protectedCalls = 0;
    let refreshCalls = 0;
    server.use(
      http.get('*/api/always-401', () => {
        protectedCalls += 1;
        return HttpResponse.json({ message: 'no', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
      http.post('*/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json({ accessToken: 'new-access' });
      }),
    );
    await expect(api.get('/always-401')).rejects.toMatchObject({ status: 401 });
    expect(protectedCalls).toBe(2);
    expect(refreshCalls).toBe(1);
  });

  it('clears the session and goes to /login when the refresh fails', async () => {
    signIn();
    server.use(
      protectedEndpoint([]),
      http.post('*/api/auth/refresh', () =>
        HttpResponse.json({ message: 'revoked', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
    );
    await expect(api.get('/protected/1')).rejects.toBeDefined();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('shares one refresh between concurrent 401s', async () => {
    signIn();
    const calls: string[] = [];
    let refreshCalls = 0;
    server.use(
      protectedEndpoint(calls),
      http.post('*/api/auth/refresh', async () => {
        refreshCalls += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return HttpResponse.json({ accessToken: 'new-access', refreshToken: 'new-refresh' });
      }),
    );
    const results = await Promise.all([1, 2, 3].map((n) => api.get(`/protected/${n}`)));
    expect(results.map((r) => r.data)).toEqual([{ ok: '1' }, { ok: '2' }, { ok: '3' }]);
    expect(refreshCalls).toBe(1);
    expect(calls.filter((c) => c.endsWith('new-access'))).toHaveLength(3);
  });

  it('never refreshes for a 401 from /auth/login', async () => {
    let refreshCalls = 0;
    server.use(
      http.post('*/api/auth/login', () =>
        HttpResponse.json({ message: 'Bad credentials', code: 'UNAUTHENTICATED' }, { status: 401 }),
      ),
      http.post('*/api/auth/refresh', () => {
        refreshCalls += 1;
        return HttpResponse.json({ accessToken: 'x' });
      }),
    );
    await expect(api.post('/auth/login', { email: 'a@b.c', password: 'secret1' })).rejects.toBeDefined();
    expect(refreshCalls).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});
