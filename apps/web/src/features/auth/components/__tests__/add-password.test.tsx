import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';

async function submitPassword(user: ReturnType<typeof userEvent.setup>, password = 'new-secret') {
  await user.type(await screen.findByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm password'), password);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('add password', () => {
  it('sends a guest to log in first', async () => {
    const { currentLocation } = renderApp('/add-password');
    await screen.findByRole('heading', { level: 1 });
    expect(currentLocation().pathname).toBe('/login');
    expect(currentLocation().search).toBe('?redirect=%2Fadd-password');
  });

  it('replaces the stored access token with the one in the answer', async () => {
    await i18next.changeLanguage('en');
    signIn(makeUser({ hasPassword: false }));
    let authorization: string | null = null;
    server.use(
      http.post('*/api/auth/add-password', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return HttpResponse.json({ message: 'Password added', accessToken: 'access-2' });
      }),
      http.get('*/api/users/me', () => HttpResponse.json(makeUser({ hasPassword: true }))),
    );
    const user = userEvent.setup();
    renderApp('/add-password');
    await submitPassword(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Your password has been added.');
    expect(authorization).toBe('Bearer access-1');
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    await waitFor(() => expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ hasPassword: true }));
  });

  it('keeps the stored token when the answer has none', async () => {
    signIn(makeUser({ hasPassword: false }));
    server.use(
      http.post('*/api/auth/add-password', () => HttpResponse.json({ message: 'ok' })),
      http.get('*/api/users/me', () => HttpResponse.json(makeUser({ hasPassword: true }))),
    );
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    renderApp('/add-password');
    await submitPassword(user);
    await screen.findByText('Your password has been added.');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it("shows the server's message, or 'Failed to add password'", async () => {
    await i18next.changeLanguage('en');
    signIn(makeUser({ hasPassword: false }));
    server.use(
      http.post(
        '*/api/auth/add-password',
        () =>
          HttpResponse.json({ message: 'This password is too common.', code: 'VALIDATION_FAILED' }, { status: 400 }),
        { once: true },
      ),
      http.post('*/api/auth/add-password', () => HttpResponse.error()),
    );
    const user = userEvent.setup();
    renderApp('/add-password');
    await submitPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This password is too common.');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to add password'));
  });

  it('says a common password once, under the password field', async () => {
    await i18next.changeLanguage('en');
    signIn(makeUser({ hasPassword: false }));
    const common = 'This password is too common. Choose one that is harder to guess.';
    server.use(
      http.post('*/api/auth/add-password', () =>
        HttpResponse.json(
          { message: common, code: 'VALIDATION_FAILED', details: { password: common } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/add-password');
    await submitPassword(user, 'password');
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('checks the confirmation', async () => {
    await i18next.changeLanguage('en');
    signIn(makeUser({ hasPassword: false }));
    const user = userEvent.setup();
    renderApp('/add-password');
    await user.type(await screen.findByLabelText('Password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'different');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });
});
