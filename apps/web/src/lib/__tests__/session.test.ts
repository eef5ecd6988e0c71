import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '@/test/server';
import { logout } from '../logout';
import { clearSession, getSession, readSession, setSession } from '../session';

describe('session restore', () => {
  it('is signed out with nothing stored', () => {
    expect(readSession().isAuthenticated).toBe(false);
  });

  it('needs BOTH an access token and a stored user', () => {
    localStorage.setItem('accessToken', 'token');
    expect(readSession().isAuthenticated).toBe(false);
    localStorage.removeItem('accessToken');
    localStorage.setItem('user', JSON.stringify({ role: 'user' }));
    expect(readSession().isAuthenticated).toBe(false);
    localStorage.setItem('accessToken', 'token');
    expect(readSession().isAuthenticated).toBe(true);
  });

  it('treats a corrupt stored user as signed out', () => {
    localStorage.setItem('accessToken', 'token');
    localStorage.setItem('user', '{not json');
    expect(readSession().isAuthenticated).toBe(false);
  });

  it('recognises admins by role', () => {
    setSession({ accessToken: 't', refreshToken: 'r', user: { role: 'admin' } });
    expect(getSession()).toMatchObject({ isAuthenticated: true, isAdmin: true });
    setSession({ user: { role: 'user' } });
    expect(getSession().isAdmin).toBe(false);
  });

  it('notifies subscribers and clears all three keys', () => {
    setSession({ accessToken: 't', refreshToken: 'r', user: { role: 'user' } });
    clearSession();
    expect(['accessToken', 'refreshToken', 'user'].map((k) => localStorage.getItem(k))).toEqual([null, null, null]);
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  it('calls GET /auth/logout with the bearer and clears the session', async () => {
    setSession({ accessToken: 'tok', refreshToken: 'r', user: { role: 'user' } });
    let auth: string | null = null;
    server.use(
      http.get('*/api/auth/logout', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await logout();
    expect(auth).toBe('Bearer tok');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('clears the session even when the call fails', async () => {
    setSession({ accessToken: 'tok', refreshToken: 'r', user: { role: 'user' } });
    server.use(
      http.get('*/api/auth/logout', () =>
        HttpResponse.json({ message: 'down', code: 'INTERNAL_ERROR' }, { status: 500 }),
      ),
    );
    await logout();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('warns "No access token found" and still clears without a token', async () => {
    localStorage.setItem('user', JSON.stringify({ role: 'user' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await logout();
    expect(warn).toHaveBeenCalledWith('No access token found');
    expect(localStorage.getItem('user')).toBeNull();
    warn.mockRestore();
  });
});
