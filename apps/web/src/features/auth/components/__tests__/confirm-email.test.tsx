import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

describe('email confirmation page', () => {
  it('shows a spinner while verifying, then the success message, calling the API once', async () => {
    await i18next.changeLanguage('en');
    const tokens: unknown[] = [];
    server.use(
      http.post('*/api/auth/confirm-email', async ({ request }) => {
        tokens.push(await request.json());
        await delay(150);
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    renderApp('/auth/confirm?token=tok-1');
    expect(await screen.findByText('Verifying your email…')).toBeInTheDocument();
    expect(await screen.findByText('Email Confirmed! You can now login to your account.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Log in' }).some((link) => link.closest('main'))).toBe(true);
    expect(tokens).toEqual([{ token: 'tok-1' }]);
  });

  it('shows the failure message with a form to resend the confirmation', async () => {
    await i18next.changeLanguage('en');
    let resendBody: unknown;
    server.use(
      http.post('*/api/auth/confirm-email', () =>
        HttpResponse.json({ message: 'Invalid token', code: 'VALIDATION_FAILED' }, { status: 400 }),
      ),
      http.post('*/api/auth/resend-confirmation', async ({ request }) => {
        resendBody = await request.json();
        return HttpResponse.json({ message: 'sent' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/auth/confirm?token=expired');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Confirmation Failed - This confirmation link may be expired or invalid.',
    );
    await user.type(screen.getByLabelText('Email'), 'sara@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(await screen.findByRole('status')).toHaveTextContent('a new confirmation link is on its way');
    expect(resendBody).toEqual({ email: 'sara@example.com', language: 'en' });
  });

  it("says 'No token found in the URL.' without a token", async () => {
    await i18next.changeLanguage('en');
    renderApp('/auth/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('No token found in the URL.');
  });

  it('shows the four states in Arabic', async () => {
    renderApp('/auth/confirm');
    expect(await screen.findByRole('alert')).toHaveTextContent('لم يُعثر على رمز في الرابط.');
  });
});
