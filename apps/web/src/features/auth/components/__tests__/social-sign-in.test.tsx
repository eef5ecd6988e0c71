import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render of each page loads its lazy chunk: slow on a busy machine
configure({ asyncUtilTimeout: 15_000 });

const social = makeUser({ _id: 'u-social', firstName: 'Nour', hasPassword: false });
const tokens = { accessToken: 'access-social', refreshToken: 'refresh-social', user: social };
const providers = (list: string[]) => http.get('*/api/auth/providers', () => HttpResponse.json({ providers: list }));

describe('social sign-in buttons', { timeout: 30_000 }, () => {
  it('shows a button only for each configured provider, starting at the API', async () => {
    await i18next.changeLanguage('en');
    server.use(providers(['google']));
    renderApp('/login');
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google).toHaveAttribute('href', '/api/auth/google?lang=en');
    expect(screen.queryByRole('link', { name: 'Continue with Facebook' })).not.toBeInTheDocument();
  });

  it('shows none when no provider is configured, on the sign-up page too', async () => {
    await i18next.changeLanguage('en');
    renderApp('/signup');
    await screen.findByRole('heading', { level: 1, name: 'Sign up' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: /Continue with/ })).not.toBeInTheDocument();
  });

  it('keeps ?redirect= for the return from the provider', async () => {
    await i18next.changeLanguage('en');
    server.use(providers(['google', 'facebook']));
    const user = userEvent.setup();
    renderApp('/login?redirect=%2Fusercourses');
    const facebook = await screen.findByRole('link', { name: 'Continue with Facebook' });
    facebook.addEventListener('click', (event) => event.preventDefault());
    await user.click(facebook);
    expect(sessionStorage.getItem('masar.social.redirect')).toBe('/usercourses');
  });
});

describe('/auth/google/callback', { timeout: 30_000 }, () => {
  it('exchanges the one-time code (POST) for the session, then goes to the remembered page', async () => {
    await i18next.changeLanguage('en');
    sessionStorage.setItem('masar.social.redirect', '/usercourses');
    let sent: unknown;
    server.use(
      http.post('*/api/auth/social/exchange', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ status: 'signed-in', ...tokens });
      }),
      http.get('*/api/users/me', () => HttpResponse.json(social)),
    );
    const { currentLocation } = renderApp('/auth/google/callback?code=one-time-code');
    await waitFor(() => expect(currentLocation().pathname).toBe('/usercourses'));
    expect(sent).toEqual({ code: 'one-time-code' });
    expect(localStorage.getItem('accessToken')).toBe('access-social');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-social');
    expect(JSON.parse(defined(localStorage.getItem('user')))).toMatchObject({ _id: 'u-social' });
  });

  it('explains a cancelled sign-in in both languages, with a way to try again', async () => {
    await i18next.changeLanguage('en');
    const { unmount } = renderApp('/auth/google/callback?error=cancelled&provider=google');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Sign-in with Google was cancelled. You can try again or log in with your email.',
    );
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/api/auth/google?lang=en');
    expect(screen.getByRole('link', { name: 'Back to log in' })).toHaveAttribute('href', '/login');
    unmount();
    await i18next.changeLanguage('ar');
    renderApp('/auth/google/callback?error=expired');
    expect(await screen.findByRole('heading', { level: 1, name: 'لم يكتمل تسجيل الدخول' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'استغرق تسجيل الدخول هذا وقتًا طويلًا أو اكتمل من قبل. يرجى البدء من جديد.',
    );
  });

  it("shows the server's message when the code is spent or expired", async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.post('*/api/auth/social/exchange', () =>
        HttpResponse.json(
          { code: 'VALIDATION_FAILED', message: 'This sign-in has expired or was already used. Please sign in again.' },
          { status: 400 },
        ),
      ),
    );
    renderApp('/auth/google/callback?code=spent');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used. Please sign in again.',
    );
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('links an existing account with its password, once, and signs in', async () => {
    await i18next.changeLanguage('en');
    const linkBodies: unknown[] = [];
    server.use(
      http.post('*/api/auth/social/exchange', () =>
        HttpResponse.json({
          status: 'link-required',
          provider: 'facebook',
          email: 'mona@example.com',
          linkToken: 'link-1',
          hasPassword: true,
          providers: [],
        }),
      ),
      http.post('*/api/auth/social/link', async ({ request }) => {
        const body = (await request.json()) as { password: string };
        linkBodies.push(body);
        if (body.password !== 'correct-pass') {
          return HttpResponse.json(
            {
              code: 'VALIDATION_FAILED',
              message: 'Some fields are not valid.',
              details: { password: 'The password is incorrect.' },
            },
            { status: 400 },
          );
        }
        return HttpResponse.json({ ...tokens, user: makeUser({ email: 'mona@example.com' }) });
      }),
      http.get('*/api/users/me', () => HttpResponse.json(makeUser({ email: 'mona@example.com' }))),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/auth/google/callback?code=link-code');
    expect(await screen.findByText(/An account with mona@example.com already exists/)).toHaveTextContent(
      'Enter its password once to link Facebook to it',
    );
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    expect(await screen.findByText('The password is incorrect.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'correct-pass');
    await user.click(screen.getByRole('button', { name: 'Link and sign in' }));
    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(linkBodies).toEqual([
      { linkToken: 'link-1', password: 'wrong-pass' },
      { linkToken: 'link-1', password: 'correct-pass' },
    ]);
  });

  it('sends an account without a password to the provider it signs in with', async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.post('*/api/auth/social/exchange', () =>
        HttpResponse.json({
          status: 'link-required',
          provider: 'facebook',
          email: 'g@example.com',
          linkToken: 'l',
          hasPassword: false,
          providers: ['google'],
        }),
      ),
    );
    renderApp('/auth/google/callback?code=c');
    expect(await screen.findByText(/already exists and signs in with Google/)).toHaveTextContent(
      'An account with g@example.com already exists and signs in with Google. Sign in with it, then connect Facebook from your profile.',
    );
    expect(screen.getByRole('link', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('confirms a provider connected from the profile', async () => {
    await i18next.changeLanguage('en');
    renderApp('/auth/google/callback?linked=facebook');
    expect(await screen.findByText('Facebook is now linked to your account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute('href', '/profile');
  });
});

describe('profile: linked providers', { timeout: 30_000 }, () => {
  it('lists them, keeps the last way in, and connects another provider', async () => {
    await i18next.changeLanguage('en');
    signIn(social);
    let connected = '';
    server.use(
      providers(['google', 'facebook']),
      http.get('*/api/users/me', () => HttpResponse.json(social)),
      http.get('*/api/auth/social/identities', () =>
        HttpResponse.json([{ provider: 'google', email: 'nour@gmail.com', linkedAt: '2026-02-01T10:00:00.000Z' }]),
      ),
      http.post('*/api/auth/:provider/connect', ({ params }) => {
        connected = String(params.provider);
        return HttpResponse.json({ url: 'http://127.0.0.1:9/never' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const section = defined(
      (await screen.findByRole('heading', { name: 'Linked sign-in accounts' })).closest('section'),
    );
    await within(section).findByText('nour@gmail.com · linked on Feb 1, 2026');
    expect(within(section).getByRole('button', { name: 'Remove Google' })).toBeDisabled();
    expect(within(section).getAllByText(/This is the only way to sign in to your account/).length).toBeGreaterThan(0);
    await user.click(within(section).getByRole('button', { name: 'Connect Facebook' }));
    await waitFor(() => expect(connected).toBe('facebook'));
  });
});
