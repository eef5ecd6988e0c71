import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser } from '@/test/users';

const submit = () => screen.getByRole('button', { name: 'Log in' });

describe('login', () => {
  it('shows the spec messages under the fields (English)', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    renderApp('/login');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });

    await user.click(submit());
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submit());
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
  });

  it("applies SPEC section 5's minimum length before sending (a short password never reaches the API)", async () => {
    await i18next.changeLanguage('en');
    let calls = 0;
    server.use(
      http.post('*/api/auth/login', () => {
        calls += 1;
        return HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' }, { status: 401 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(submit());
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toBe(0);
  });

  it('shows the messages in Arabic too', async () => {
    const user = userEvent.setup();
    renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'تسجيل الدخول' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    expect(screen.getByText('كلمة المرور مطلوبة')).toBeInTheDocument();
  });

  it('stores both tokens and the user from GET /users/me, then goes to ?redirect=', async () => {
    await i18next.changeLanguage('en');
    const me = makeUser({ firstName: 'Fresh' });
    let loginBody: unknown;
    let meAuthorization: string | null = null;
    server.use(
      http.post('*/api/auth/login', async ({ request }) => {
        loginBody = await request.json();
        return HttpResponse.json({
          accessToken: 'access-1',
          refreshToken: 'refresh-1',
          user: makeUser({ firstName: 'Stale' }),
        });
      }),
      http.get('*/api/users/me', ({ request }) => {
        meAuthorization = request.headers.get('Authorization');
        return HttpResponse.json(me);
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/login?redirect=%2Fusercourses');
    await user.type(await screen.findByLabelText('Email'), 'Sara@Example.com');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(submit());

    await waitFor(() => expect(currentLocation().pathname).toBe('/usercourses'));
    expect(loginBody).toEqual({ email: 'sara@example.com', password: 'secret-pass' });
    expect(meAuthorization).toBe('Bearer access-1');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(me);
  });

  it('goes home without a redirect, and never off-site', async () => {
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ accessToken: 'a', refreshToken: 'r', user: makeUser() })),
      http.get('*/api/users/me', () => HttpResponse.json(makeUser())),
      http.get('*/api/Courses', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/login?redirect=%2F%2Fevil.example');
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'sara@example.com');
    await user.type(screen.getByLabelText('كلمة المرور'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'تسجيل الدخول' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
  });

  it("shows the server's message, or 'Login failed' when there is none", async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.post(
        '*/api/auth/login',
        () => HttpResponse.json({ message: 'Invalid email or password', code: 'UNAUTHENTICATED' }, { status: 401 }),
        {
          once: true,
        },
      ),
      http.post('*/api/auth/login', () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/login');
    await user.type(await screen.findByLabelText('Email'), 'sara@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');

    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Login failed'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(currentLocation().pathname).toBe('/login');
  });

  it('links to sign up and forgot password', async () => {
    await i18next.changeLanguage('en');
    renderApp('/login');
    const main = await screen.findByRole('main');
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    expect(within(main).getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  });
});
