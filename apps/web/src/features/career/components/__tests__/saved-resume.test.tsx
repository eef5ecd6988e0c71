import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeResume } from './career-fixtures';
import { defined } from '@masar/contracts/defined';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const PDF = new Uint8Array([37, 80, 68, 70, 45, 49, 46, 55]);
let saved: { name: string; href: string }[] = [];

beforeEach(() => {
  saved = [];
  URL.createObjectURL = vi.fn(() => `blob:cv-${saved.length + 1}`);
  URL.revokeObjectURL = vi.fn();
  // jsdom does not download: record what the page hands to the browser instead
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => vi.restoreAllMocks());

describe('saved resume', { timeout: 30_000 }, () => {
  it('is ready and starts the PDF download by itself, once, with the bearer token', async () => {
    await i18next.changeLanguage('en');
    signIn();
    const calls: (string | null)[] = [];
    server.use(
      http.get('*/api/career/resumes/:id', () =>
        HttpResponse.json(makeResume({ title: 'Marketing CV', data: { name: 'Mona Hassan', jobTitle: 'Marketer' } })),
      ),
      http.get('*/api/career/resumes/:id/pdf', ({ request }) => {
        calls.push(request.headers.get('Authorization'));
        return new HttpResponse(PDF, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="cv.pdf"; filename*=UTF-8''${encodeURIComponent('سيرة سارة.pdf')}`,
          },
        });
      }),
    );
    renderApp('/career/resumes/r1');
    expect(await screen.findByRole('heading', { name: 'Your CV is ready' })).toBeInTheDocument();
    expect(await screen.findByText('Your download has started.')).toBeInTheDocument();
    expect(calls).toEqual(['Bearer access-1']);
    expect(saved).toEqual([{ name: 'سيرة سارة.pdf', href: 'blob:cv-1' }]);
    // the preview is the CV in its own direction
    const preview = screen.getByText('Mona Hassan').closest('article');
    expect(preview).toHaveAttribute('dir', 'ltr');
  });

  it('refreshes an expired session and tries the download once more', async () => {
    signIn();
    let pdfCalls = 0;
    server.use(
      http.get('*/api/career/resumes/:id', ({ request }) =>
        request.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json(makeResume({ title: 'سيرتي' }))
          : HttpResponse.json({ message: 'expired', code: 'TOKEN_EXPIRED' }, { status: 401 }),
      ),
      http.post('*/api/auth/refresh', () => HttpResponse.json({ accessToken: 'access-2', refreshToken: 'refresh-2' })),
      http.get('*/api/career/resumes/:id/pdf', ({ request }) => {
        pdfCalls += 1;
        if (request.headers.get('Authorization') !== 'Bearer access-2')
          return HttpResponse.json({ message: 'expired', code: 'TOKEN_EXPIRED' }, { status: 401 });
        return new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } });
      }),
    );
    renderApp('/career/resumes/r1');
    expect(await screen.findByText('بدأ التنزيل.')).toBeInTheDocument();
    expect(pdfCalls).toBe(1);
    expect(saved).toEqual([{ name: 'سيرتي.pdf', href: 'blob:cv-1' }]);
  });

  it('shows a spinner while printing, a translated error when it fails, and downloads the DOCX on demand', async () => {
    await i18next.changeLanguage('en');
    signIn();
    let release: () => void = () => undefined;
    const printed = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/career/resumes/:id', () => HttpResponse.json(makeResume({ title: 'Marketing CV' }))),
      http.get('*/api/career/resumes/:id/pdf', async () => {
        await printed;
        return HttpResponse.json(
          {
            message: 'PDF printing is not available on this server right now. Download the DOCX instead.',
            code: 'SERVICE_UNAVAILABLE',
          },
          { status: 503 },
        );
      }),
      http.get(
        '*/api/career/resumes/:id/docx',
        () =>
          new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
            headers: { 'Content-Disposition': 'attachment; filename="Marketing CV.docx"' },
          }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/career/resumes/r1');
    expect(await screen.findByText('Preparing your PDF…')).toBeInTheDocument();
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The download did not work.');
    expect(alert).toHaveTextContent('PDF printing is not available on this server right now.');
    await user.click(screen.getByRole('button', { name: 'Download Word (DOCX)' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Marketing CV.docx', href: 'blob:cv-1' }]));
  });

  it('says so when the CV does not exist', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.get('*/api/career/resumes/:id', () =>
        HttpResponse.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    renderApp('/career/resumes/nope');
    expect(await screen.findByText('This CV was not found. It may have been deleted.')).toBeInTheDocument();
    expect(saved).toEqual([]);
  });
});

describe('my CVs', { timeout: 30_000 }, () => {
  it('lists the CVs; duplicates, downloads and deletes after confirmation', async () => {
    await i18next.changeLanguage('en');
    signIn();
    let list = [
      {
        _id: 'r1',
        title: 'Marketing CV',
        language: 'en' as const,
        name: 'Sara Ali',
        jobTitle: 'Marketer',
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-02T10:00:00.000Z',
      },
      {
        _id: 'r2',
        title: 'سيرة عربية',
        language: 'ar' as const,
        name: 'سارة علي',
        jobTitle: 'مسوقة',
        createdAt: '2026-03-01T10:00:00.000Z',
        updatedAt: '2026-03-03T10:00:00.000Z',
      },
    ];
    const requests: string[] = [];
    server.use(
      http.get('*/api/career/resumes', () => HttpResponse.json(list)),
      http.post('*/api/career/resumes/:id/duplicate', ({ params }) => {
        requests.push(`duplicate ${String(params.id)}`);
        const copy = { ...defined(list[0]), _id: 'r3', title: 'Marketing CV (copy)' };
        list = [copy, ...list];
        return HttpResponse.json(makeResume({ _id: 'r3', title: copy.title }), { status: 201 });
      }),
      http.delete('*/api/career/resumes/:id', ({ params }) => {
        requests.push(`delete ${String(params.id)}`);
        list = list.filter((r) => r._id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
      http.get(
        '*/api/career/resumes/:id/pdf',
        () => new HttpResponse(PDF, { headers: { 'Content-Type': 'application/pdf' } }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/career/resumes');
    const marketing = defined((await screen.findByRole('link', { name: 'Marketing CV' })).closest('li'));
    expect(within(marketing).getByText('Updated Mar 2, 2026')).toBeInTheDocument();

    await user.click(within(marketing).getByRole('button', { name: 'Duplicate Marketing CV' }));
    expect(await screen.findByRole('link', { name: 'Marketing CV (copy)' })).toBeInTheDocument();

    await user.click(within(marketing).getByRole('button', { name: 'Download Marketing CV' }));
    await waitFor(() => expect(saved).toEqual([{ name: 'Marketing CV.pdf', href: 'blob:cv-1' }]));

    await user.click(within(marketing).getByRole('button', { name: 'Delete Marketing CV' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this CV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual(['duplicate r1']);
    await user.click(within(marketing).getByRole('button', { name: 'Delete Marketing CV' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Marketing CV' })).not.toBeInTheDocument());
    expect(requests).toEqual(['duplicate r1', 'delete r1']);
    expect(screen.getByRole('link', { name: 'Edit سيرة عربية' })).toHaveAttribute(
      'href',
      '/career/resumes/r2/edit?step=personal',
    );
  });
});
