import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const KNOWN = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function serveCertificates() {
  server.use(
    http.get('*/api/certificates/:code', ({ params }) =>
      params.code === KNOWN
        ? HttpResponse.json({
            code: KNOWN,
            learnerName: 'Sara Ali',
            courseId: 'c1',
            courseTitle: 'Python basics',
            trainerName: null,
            durationMinutes: 600,
            language: 'en',
            issuedAt: '2026-03-05T10:00:00.000Z',
            revokedAt: null,
            status: 'valid',
            verifyUrl: `http://localhost/certificates/${KNOWN}`,
            pdfUrl: `/api/certificates/${KNOWN}/pdf`,
            linkedInUrl: 'https://www.linkedin.com/profile/add',
          })
        : HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
}

describe('/certificates/{code} with a code no certificate has', { timeout: 30_000 }, () => {
  it('is no dead end: a field takes another code (typed with spaces, in lower case, or the whole link) and checks it', async () => {
    await i18next.changeLanguage('en');
    serveCertificates();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/certificates/ABCDEFGHIJKLMNOPQRSTUVWXY2');
    expect(await screen.findByRole('alert')).toHaveTextContent('No certificate has this code.');
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    // the code that failed is there to correct
    expect(field).toHaveValue('ABCDEFGHIJKLMNOPQRSTUVWXY2');
    expect(field).toHaveAttribute('dir', 'ltr');

    await user.clear(field);
    await user.type(field, 'not a code');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(field).toHaveAccessibleDescription(
      'A verification code is 26 characters: the letters A to Z and the digits 2 to 7.',
    );
    expect(currentLocation().pathname).toBe('/certificates/ABCDEFGHIJKLMNOPQRSTUVWXY2');

    await user.clear(field);
    await user.type(field, 'abcde fghij klmno pqrst uvwxyz');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/certificates/${KNOWN}`));
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
  });

  it('takes the whole verification link too, in Arabic', async () => {
    serveCertificates();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/certificates/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('لا توجد شهادة بهذا الرمز.');
    const field = screen.getByRole('textbox', { name: 'رمز التحقق' });
    await user.clear(field);
    await user.type(field, `https://masar.example/certificates/${KNOWN}`);
    await user.click(screen.getByRole('button', { name: 'تحقّق' }));
    await waitFor(() => expect(currentLocation().pathname).toBe(`/certificates/${KNOWN}`));
    expect(await screen.findByText('شهادة صالحة')).toBeInTheDocument();
  });
});
