import type { TFailedJob } from '@masar/contracts';
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
const RECEIPT_ID = '0d3c7c1e-8a4b-4f55-9a7e-3f1b2c4d5e6f';
const UNKNOWN_ID = '7a1e2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function makeJob(overrides: Partial<TFailedJob> = {}): TFailedJob {
  return {
    _id: RECEIPT_ID,
    queue: 'mail',
    kind: 'payment-receipt',
    error: '554 5.7.1 Relay access denied',
    tries: 9,
    createdAt: '2026-03-05T09:00:00.000Z',
    failedAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  };
}

const unknownKind = makeJob({
  _id: UNKNOWN_ID,
  queue: 'video',
  kind: 'video',
  error: 'ffmpeg exited with code 1',
  tries: 3,
  failedAt: null,
});

const rowOf = async (text: string) => defined((await screen.findByText(text, {}, FIRST_RENDER)).closest('tr'));

describe('/dashboard/jobs', { timeout: 30_000 }, () => {
  it('lists the failed jobs: the kind in words, the error isolated, tries and when it failed', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/admin/jobs/failed', () => HttpResponse.json({ jobs: [makeJob(), unknownKind] })));
    renderApp('/dashboard/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Background jobs' }, FIRST_RENDER)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Background jobs' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(/kept here for 14 days; Retry gives it one more try/)).toBeInTheDocument();

    const row = await rowOf('Payment receipt');
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    const error = within(row).getByText('554 5.7.1 Relay access denied');
    expect(error.tagName).toBe('BDI');
    expect(error).toHaveAttribute('dir', 'auto');
    expect(within(row).getByText('9')).toBeInTheDocument();
    expect(within(row).getByText(/^Mar 5, 2026/)).toHaveAttribute('datetime', '2026-03-05T10:00:00.000Z');
    expect(within(row).getByRole('button', { name: /^Retry: Payment receipt, failed Mar 5, 2026/ })).toHaveTextContent(
      'Retry',
    );

    // a kind this page has no words for yet: as the API names it, isolated; the queue not repeated
    const other = await rowOf('video');
    expect(within(other).getByText('video').tagName).toBe('BDI');
    expect(within(other).getByText('Not recorded')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: /^Retry: \u2068video\u2069/ })).toBeInTheDocument();
  });

  it('retries a job with POST, says so, and the row leaves once the list is read again', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    let jobs = [makeJob(), unknownKind];
    let reads = 0;
    const retried: string[] = [];
    server.use(
      http.get('*/api/admin/jobs/failed', () => {
        reads += 1;
        return HttpResponse.json({ jobs });
      }),
      http.post('*/api/admin/jobs/:id/retry', ({ params }) => {
        retried.push(String(params.id));
        jobs = jobs.filter((job) => job._id !== params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/jobs');
    const row = await rowOf('Payment receipt');
    const readsBefore = reads;
    await user.click(within(row).getByRole('button', { name: /^Retry: Payment receipt/ }));
    expect(await screen.findByText('Queued for another try.')).toBeInTheDocument();
    expect(retried).toEqual([RECEIPT_ID]);
    await waitFor(() => expect(screen.queryByText('Payment receipt')).not.toBeInTheDocument());
    expect(reads).toBeGreaterThan(readsBefore);
    expect(screen.getByText('ffmpeg exited with code 1')).toBeInTheDocument();
  });

  it("shows the server's message when the retry is refused, and reads the list again", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    let reads = 0;
    server.use(
      http.get('*/api/admin/jobs/failed', () => {
        reads += 1;
        return HttpResponse.json({ jobs: [makeJob()] });
      }),
      http.post('*/api/admin/jobs/:id/retry', () =>
        HttpResponse.json({ message: 'No failed job has this id.', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/jobs');
    const row = await rowOf('Payment receipt');
    const readsBefore = reads;
    await user.click(within(row).getByRole('button', { name: /^Retry/ }));
    expect(await screen.findByText('No failed job has this id.')).toBeInTheDocument();
    await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
  });

  it('says all is going through when nothing failed, in Arabic by default', async () => {
    signIn(admin);
    server.use(http.get('*/api/admin/jobs/failed', () => HttpResponse.json({ jobs: [] })));
    renderApp('/dashboard/jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'المهام في الخلفية' }, FIRST_RENDER)).toBeVisible();
    expect(
      await screen.findByText('لا توجد مهام فاشلة. البريد وسائر الأعمال في الخلفية تسير كما ينبغي.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
