import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser } from '@/test/users';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('First name'), 'Sara');
  await user.type(screen.getByLabelText('Last name'), 'Ali');
  await user.type(screen.getByLabelText('Email'), 'sara@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-pass');
}

describe('sign-up', () => {
  it('requires every field and the age / consent / terms tick', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    renderApp('/signup');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Please confirm your age and accept the terms of service')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
  });

  it('does not send the form until the tick is given', async () => {
    await i18next.changeLanguage('en');
    let calls = 0;
    server.use(
      http.post('*/api/auth/register', () => {
        calls += 1;
        return HttpResponse.json({ message: 'nope', code: 'CONFLICT' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Please confirm your age and accept the terms of service')).toBeInTheDocument();
    expect(calls).toBe(0);
    const tick = screen.getByRole('checkbox', {
      name: "I am 18 or older, or have a parent's or guardian's consent, and I accept the terms of service",
    });
    expect(screen.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/termsofservices');
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('nope');
    expect(calls).toBe(1);
  });

  it('stores both tokens and the user, goes home and asks to confirm the email', async () => {
    await i18next.changeLanguage('en');
    let body: unknown;
    server.use(
      http.post('*/api/auth/register', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          { accessToken: 'access-new', refreshToken: 'refresh-new', user: makeUser({ emailVerified: false }) },
          { status: 201 },
        );
      }),
      http.get('*/api/users/me', () => HttpResponse.json(makeUser({ emailVerified: false }))),
      http.get('*/api/Courses', () => HttpResponse.json([])),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/signup');
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/'));
    expect(body).toEqual({
      firstName: 'Sara',
      lastName: 'Ali',
      email: 'sara@example.com',
      password: 'secret-pass',
      acceptTerms: true,
      language: 'en',
    });
    expect(localStorage.getItem('accessToken')).toBe('access-new');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-new');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ email: 'sara@example.com' });
    expect(
      await screen.findByText(/Check your email and open the link we sent/, {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('says a common password once, under the password field (not again above the form)', async () => {
    await i18next.changeLanguage('en');
    const common = 'This password is too common. Choose one that is harder to guess.';
    server.use(
      http.post('*/api/auth/register', () =>
        HttpResponse.json(
          { message: common, code: 'VALIDATION_FAILED', details: { password: common } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(common);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("falls back to 'Registration failed'", async () => {
    await i18next.changeLanguage('en');
    server.use(http.post('*/api/auth/register', () => new HttpResponse(null, { status: 502 })));
    const user = userEvent.setup();
    renderApp('/signup');
    await fill(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });
});
