import type { TAdminCertificate } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const admin = makeUser({ _id: 'admin-1', role: 'admin' });
const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const OTHER = 'ZYXWVUTSRQPONMLKJIHGFEDCBA';

function makeCertificate(overrides: Partial<TAdminCertificate> = {}): TAdminCertificate {
  return {
    _id: 'cert-1',
    code: CODE,
    learnerName: 'Sara Ali',
    learner: { _id: 'user-1', email: 'sara@example.com' },
    courseId: 'c1',
    courseTitle: 'Python basics',
    trainerName: 'Omar Hassan',
    durationMinutes: 600,
    examScorePercent: null,
    language: 'en',
    issuedAt: '2026-03-05T10:00:00.000Z',
    revokedAt: null,
    revokedReason: null,
    status: 'valid',
    verifyUrl: `http://localhost/certificates/${CODE}`,
    pdfUrl: `/api/certificates/${CODE}/pdf`,
    linkedInUrl: 'https://www.linkedin.com/profile/add',
    ...overrides,
  };
}

const revokedOther = makeCertificate({
  _id: 'cert-2',
  code: OTHER,
  learnerName: 'ليلى فتحي',
  learner: { _id: 'user-2', email: 'laila@example.com' },
  courseTitle: 'أساسيات تحليل البيانات',
  status: 'revoked',
  revokedAt: '2026-04-01T10:00:00.000Z',
  revokedReason: 'Plagiarised project',
});

describe('/dashboard/certificates', { timeout: 30_000 }, () => {
  it('lists certificates with a link to the public page; search, status and page live in the URL', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/certificates', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json([makeCertificate(), revokedOther], { headers: { 'X-Total-Count': '45' } });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/dashboard/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' }, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');

    const row = defined((await screen.findByText('sara@example.com')).closest('tr'));
    expect(within(row).getByText('Sara Ali')).toBeInTheDocument();
    expect(within(row).getByText('Python basics')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: CODE })).toHaveAttribute('href', `/certificates/${CODE}`);
    expect(within(row).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Valid')).toBeInTheDocument();
    expect(
      within(row).getByRole('button', { name: 'Revoke the certificate of Sara Ali for Python basics' }),
    ).toHaveTextContent('Revoke');

    const revokedRow = defined(screen.getByText('laila@example.com').closest('tr'));
    expect(within(revokedRow).getByText('Revoked')).toBeInTheDocument();
    expect(within(revokedRow).getByText('since Apr 1, 2026')).toBeInTheDocument();
    expect(within(revokedRow).getByText('Plagiarised project')).toBeInTheDocument();
    expect(within(revokedRow).getByRole('button', { name: /^Restore/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(seen[0]?.get('limit')).toBe('20');
    expect(seen[0]?.get('offset')).toBe('0');

    await user.type(screen.getByRole('searchbox', { name: 'Search by learner, e-mail, course or code' }), 'sara');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('sara'));
    await user.selectOptions(screen.getByLabelText('Status'), 'revoked');
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('revoked'));
    expect(currentLocation().search).toBe('?q=sara&status=revoked');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(seen.at(-1)?.get('offset')).toBe('20'));
    expect(currentLocation().search).toBe('?q=sara&status=revoked&page=2');
  });

  it('revokes with a reason after confirmation, shows the row revoked and a toast', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    let current = makeCertificate();
    const bodies: unknown[] = [];
    server.use(
      http.get('*/api/admin/certificates', () => HttpResponse.json([current], { headers: { 'X-Total-Count': '1' } })),
      http.post('*/api/admin/certificates/:code/revoke', async ({ request, params }) => {
        expect(params.code).toBe(CODE);
        bodies.push(await request.json());
        current = makeCertificate({
          status: 'revoked',
          revokedAt: '2026-04-01T10:00:00.000Z',
          revokedReason: 'Cheated',
        });
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/certificates');
    const row = defined((await screen.findByText('sara@example.com', {}, FIRST_RENDER)).closest('tr'));
    await user.click(within(row).getByRole('button', { name: /^Revoke/ }));
    const dialog = screen.getByRole('dialog', { name: 'Revoke this certificate?' });
    expect(dialog).toHaveTextContent(
      "\u2068Sara Ali\u2069's certificate for \u2068Python basics\u2069 will show as revoked",
    );
    const reason = within(dialog).getByLabelText('Reason (optional)');
    // the reason is the first field: the dialog focuses it, and Tab reaches the buttons from it
    expect(reason).toHaveFocus();
    await user.type(reason, '  Cheated ');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
    expect(await screen.findByText("\u2068Sara Ali\u2069's certificate was revoked.")).toBeInTheDocument();
    expect(bodies).toEqual([{ reason: 'Cheated' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(defined(screen.getByText('sara@example.com').closest('tr'))).getByText('Revoked'),
      ).toBeInTheDocument(),
    );
    expect(screen.getByText('Cheated')).toBeInTheDocument();
  });

  it("keeps the dialog open with the server's message under the reason when it is refused", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(
      http.get('*/api/admin/certificates', () =>
        HttpResponse.json([makeCertificate()], { headers: { 'X-Total-Count': '1' } }),
      ),
      http.post('*/api/admin/certificates/:code/revoke', () =>
        HttpResponse.json(
          { message: 'Some fields are not valid.', code: 'VALIDATION_FAILED', details: { reason: 'This is too long' } },
          { status: 400 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/certificates');
    const row = defined((await screen.findByText('sara@example.com', {}, FIRST_RENDER)).closest('tr'));
    await user.click(within(row).getByRole('button', { name: /^Revoke/ }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke the certificate' }));
    expect(await within(dialog).findByText('This is too long')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('Some fields are not valid.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('restores a revoked certificate after confirmation, in Arabic by default', async () => {
    signIn(admin);
    let current = revokedOther;
    const restored: string[] = [];
    server.use(
      http.get('*/api/admin/certificates', () => HttpResponse.json([current], { headers: { 'X-Total-Count': '1' } })),
      http.post('*/api/admin/certificates/:code/restore', ({ params }) => {
        restored.push(String(params.code));
        current = { ...revokedOther, status: 'valid', revokedAt: null, revokedReason: null };
        return HttpResponse.json(current);
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'الشهادات' }, FIRST_RENDER)).toBeInTheDocument();
    const row = defined((await screen.findByText('laila@example.com')).closest('tr'));
    expect(within(row).getByText('ملغاة')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /^استعادة الشهادة/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'استعادة هذه الشهادة؟' });
    await user.click(within(dialog).getByRole('button', { name: 'استعد الشهادة' }));
    expect(await screen.findByText('عادت شهادة \u2068ليلى فتحي\u2069 صالحة.')).toBeInTheDocument();
    expect(restored).toEqual([OTHER]);
    await waitFor(() =>
      expect(
        within(defined(screen.getByText('laila@example.com').closest('tr'))).getByText('صالحة'),
      ).toBeInTheDocument(),
    );
  });

  it('shows the empty state and a failed load with a retry', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    let fail = true;
    server.use(
      http.get('*/api/admin/certificates', () =>
        fail
          ? HttpResponse.json({ message: 'Server unavailable', code: 'INTERNAL_ERROR' }, { status: 500 })
          : HttpResponse.json([], { headers: { 'X-Total-Count': '0' } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/certificates');
    expect(await screen.findByText('Server unavailable', {}, FIRST_RENDER)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No certificates match these filters.')).toBeInTheDocument();
  });
});
