import type { TCertificate } from '@masar/contracts';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { CertificateVerification } from '../certificate-verification';

const CODE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const linkedIn = `https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME&name=Python%20basics&organizationName=Masar&issueYear=2026&issueMonth=3&certUrl=http%3A%2F%2Flocalhost%2Fcertificates%2F${CODE}&certId=${CODE}`;

function makeCertificate(overrides: Partial<TCertificate> = {}): TCertificate {
  return {
    code: CODE,
    learnerName: 'Sara Ali',
    courseId: 'c1',
    courseTitle: 'Python basics',
    trainerName: 'Omar Hassan',
    durationMinutes: 600,
    examScorePercent: null,
    language: 'en',
    issuedAt: '2026-03-05T10:00:00.000Z',
    revokedAt: null,
    status: 'valid',
    verifyUrl: `http://localhost/certificates/${CODE}`,
    pdfUrl: `/api/certificates/${CODE}/pdf`,
    linkedInUrl: linkedIn,
    ...overrides,
  };
}

describe('/certificates/{code} (public)', { timeout: 30_000 }, () => {
  it('shows the full record to a guest, the PDF and the LinkedIn add-to-profile link', async () => {
    await i18next.changeLanguage('en');
    server.use(http.get(`*/api/certificates/${CODE}`, () => HttpResponse.json(makeCertificate())));
    renderApp(`/certificates/${CODE}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    expect(screen.getByText('Sara Ali')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Python basics' })).toHaveAttribute('href', '/course-details/c1');
    expect(screen.getByText('Omar Hassan')).toBeInTheDocument();
    expect(screen.getByText('10 hours')).toBeInTheDocument();
    expect(screen.getByText('March 5, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      `/api/certificates/${CODE}/pdf`,
    );
    expect(screen.getByRole('link', { name: 'Add to LinkedIn profile' })).toHaveAttribute('href', linkedIn);
  });

  it('says when a certificate was revoked, and offers no LinkedIn link', async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.get(`*/api/certificates/${CODE}`, () =>
        HttpResponse.json(makeCertificate({ status: 'revoked', revokedAt: '2026-04-01T10:00:00.000Z' })),
      ),
    );
    renderApp(`/certificates/${CODE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This certificate was revoked on April 1, 2026');
    expect(alert).toHaveTextContent('It no longer attests that this course was completed.');
    expect(screen.queryByText('Valid certificate')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add to LinkedIn profile' })).not.toBeInTheDocument();
    // the PDF still downloads: it is printed from the record, marked revoked
    expect(screen.getByRole('link', { name: 'Download the certificate (PDF)' })).toHaveAttribute(
      'href',
      `/api/certificates/${CODE}/pdf`,
    );
  });

  it('says revoked in Arabic, with the date', async () => {
    server.use(
      http.get(`*/api/certificates/${CODE}`, () =>
        HttpResponse.json(makeCertificate({ status: 'revoked', revokedAt: '2026-04-01T10:00:00.000Z' })),
      ),
    );
    renderApp(`/certificates/${CODE}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `أُلغيت هذه الشهادة في ${new Intl.DateTimeFormat('ar', { dateStyle: 'long' }).format(new Date('2026-04-01T10:00:00.000Z'))}`,
    );
    expect(alert).toHaveTextContent('لم تعد هذه الشهادة تُثبت إتمام الدورة.');
    expect(screen.queryByText('شهادة صالحة')).not.toBeInTheDocument();
  });

  it('never shows a record from an earlier visit: a certificate revoked since then is never shown valid', async () => {
    await i18next.changeLanguage('en');
    let status: 'valid' | 'revoked' = 'valid';
    server.use(
      http.get(`*/api/certificates/${CODE}`, () =>
        HttpResponse.json(
          status === 'valid'
            ? makeCertificate()
            : makeCertificate({ status: 'revoked', revokedAt: '2026-04-01T10:00:00.000Z' }),
        ),
      ),
    );
    // one client for both visits, keeping data as long as the app's defaults would
    const client = createQueryClient();
    client.setDefaultOptions({ queries: { retry: false } });
    const page = () => (
      <AppProviders queryClient={client}>
        <MemoryRouter>
          <CertificateVerification code={CODE} />
        </MemoryRouter>
      </AppProviders>
    );
    const first = render(page());
    expect(await screen.findByText('Valid certificate')).toBeInTheDocument();
    first.unmount();
    status = 'revoked';
    render(page());
    expect(screen.queryByText('Valid certificate')).not.toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('This certificate was revoked on April 1, 2026');
  });

  it('says no certificate has an unknown code, in Arabic', async () => {
    server.use(
      http.get('*/api/certificates/:code', () =>
        HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp('/certificates/NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent('لا توجد شهادة بهذا الرمز.');
  });
});
