import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';

describe('profile', () => {
  it('saves the name and switches the UI to the new preferred language', async () => {
    await i18next.changeLanguage('en');
    const me = makeUser({ preferredLanguage: 'en' });
    signIn(me);
    let patchBody: unknown;
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json(me)),
      http.patch('*/api/users/me', async ({ request }) => {
        patchBody = await request.json();
        return HttpResponse.json({ ...me, firstName: 'Sarah', preferredLanguage: 'ar' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    const first = await screen.findByLabelText('First name');
    await user.clear(first);
    await user.type(first, 'Sarah');
    await user.selectOptions(screen.getByLabelText('Preferred language'), 'ar');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(i18next.language).toBe('ar'));
    expect(patchBody).toEqual({ firstName: 'Sarah', lastName: 'Ali', preferredLanguage: 'ar' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({
      firstName: 'Sarah',
      preferredLanguage: 'ar',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'الملف الشخصي' })).toBeInTheDocument();
  });

  it('changes the password with the current one, and signs out other sessions with the refresh token', async () => {
    await i18next.changeLanguage('en');
    const me = makeUser({ emailVerified: false });
    signIn(me);
    const bodies: Record<string, unknown> = {};
    server.use(
      http.get('*/api/users/me', () => HttpResponse.json(me)),
      http.post('*/api/auth/change-password', async ({ request }) => {
        bodies.change = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post('*/api/auth/logout-others', async ({ request }) => {
        bodies.others = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
      http.post('*/api/auth/resend-confirmation', async ({ request }) => {
        bodies.resend = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm new password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(bodies.change).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret' }));

    await user.click(screen.getByRole('button', { name: 'Sign out of other sessions' }));
    await waitFor(() => expect(bodies.others).toEqual({ refreshToken: 'refresh-1' }));

    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    await waitFor(() => expect(bodies.resend).toEqual({ email: 'sara@example.com', language: 'en' }));
  });
});
