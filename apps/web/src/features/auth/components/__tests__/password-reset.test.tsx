import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

describe('forgot password and reset', () => {
  it("says 'Reset token not found in the link' when the URL has no token", async () => {
    await i18next.changeLanguage('en');
    renderApp('/auth/password-reset');
    expect(await screen.findByRole('alert')).toHaveTextContent('Reset token not found in the link');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute('href', '/forgot-password');
  });

  it('asks for the confirmation, then for matching passwords', async () => {
    await i18next.changeLanguage('en');
    const user = userEvent.setup();
    renderApp('/auth/password-reset?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Please confirm your password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Confirm password'), 'other-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
  });

  it("sends the token and shows 'Password reset successfully!' with a link to log in", async () => {
    await i18next.changeLanguage('en');
    let body: unknown;
    server.use(
      http.post('*/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'Password reset successfully!' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/password-reset?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'new-secret');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset successfully!');
    expect(body).toEqual({ token: 'abc', password: 'new-secret', confirmPassword: 'new-secret' });
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute('href', '/login');
    // the link is used: nothing offers to request a new one
    expect(screen.queryByRole('link', { name: 'Request a new reset link' })).not.toBeInTheDocument();
  });

  it('says a common password once, under the new password field', async () => {
    await i18next.changeLanguage('en');
    const common = 'This password is too common. Choose one that is harder to guess.';
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json(
          { message: common, code: 'VALIDATION_FAILED', details: { password: common } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/password-reset?token=abc');
    await user.type(await screen.findByLabelText('New password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getAllByText(common)).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message for a used or expired link", async () => {
    server.use(
      http.post('*/api/auth/reset-password', () =>
        HttpResponse.json({ message: 'الرابط غير صالح', code: 'VALIDATION_FAILED' }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/auth/password-reset?token=used');
    await user.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'new-secret');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'إعادة تعيين كلمة المرور' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('الرابط غير صالح');
  });

  it("forgot password: 'Password reset link has been sent to your email.'", async () => {
    await i18next.changeLanguage('en');
    let body: unknown;
    server.use(
      http.post('*/api/auth/forgot-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/forgot-password');
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset link has been sent to your email.');
    expect(body).toEqual({ email: 'sara@example.com', language: 'en' });
  });
});
