import { RESUME_UPLOAD_MAX_BYTES } from '@masar/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeReview } from './career-fixtures';
import { defined } from '@masar/contracts/defined';

// the first render of each test loads the page's chunk, slow in jsdom when the files run side by side
configure({ asyncUtilTimeout: 15_000 });

const pdf = (name = 'cv.pdf', size = 4) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

function noPastReviews() {
  server.use(http.get('*/api/career/reviews', () => HttpResponse.json([])));
}

describe('CV review upload', { timeout: 30_000 }, () => {
  it('checks type and size in the browser before uploading anything', async () => {
    await i18next.changeLanguage('en');
    signIn();
    noPastReviews();
    let uploads = 0;
    server.use(
      http.post('*/api/career/reviews', () => ((uploads += 1), HttpResponse.json(makeReview(), { status: 201 }))),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/career/review');
    const input = await screen.findByLabelText('Choose a file');

    await user.click(screen.getByRole('button', { name: 'Review my CV' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a PDF or Word (DOCX) file first.');

    await user.upload(input, new File(['hello'], 'cv.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only PDF and Word (DOCX) files can be reviewed.');

    await user.upload(input, pdf('huge.pdf', RESUME_UPLOAD_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent('The file is larger than 10 MB. Upload a smaller PDF or DOCX.');
    expect(input).toHaveAttribute('aria-describedby', expect.stringContaining('problem'));

    // a file of exactly 10 MB is allowed; dropping works like picking
    fireEvent.drop(defined(screen.getByText('Drag your CV here').parentElement), {
      dataTransfer: { files: [pdf('exact.pdf', RESUME_UPLOAD_MAX_BYTES)] },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('exact.pdf')).toBeInTheDocument();
    expect(screen.getByText('(10 MB)')).toBeInTheDocument();
    expect(uploads).toBe(0);
  });

  it('gives a small file its size in KB, never "0 MB" (issue 21, item 10)', async () => {
    await i18next.changeLanguage('ar');
    signIn();
    noPastReviews();
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/career/review');
    await user.upload(await screen.findByLabelText('اختر ملفًا'), pdf('cv.pdf', 30 * 1024));
    expect(screen.getByText('(30 كيلوبايت)')).toBeInTheDocument();
  });

  it.each([
    [
      '413',
      () => HttpResponse.json({ message: 'too large', code: 'PAYLOAD_TOO_LARGE' }, { status: 413 }),
      'The file is larger than 10 MB.',
    ],
    [
      '415',
      () => HttpResponse.json({ message: 'bad type', code: 'UNSUPPORTED_MEDIA_TYPE' }, { status: 415 }),
      'Only PDF and Word (DOCX) files can be reviewed.',
    ],
    [
      'a scanned PDF',
      () =>
        HttpResponse.json(
          { message: 'scanned', code: 'VALIDATION_FAILED', details: { file: 'scanned', reason: 'noText' } },
          { status: 400 },
        ),
      'it looks like a scanned image',
    ],
    [
      'a damaged file',
      () =>
        HttpResponse.json(
          { message: 'damaged', code: 'VALIDATION_FAILED', details: { file: 'damaged', reason: 'unreadable' } },
          { status: 400 },
        ),
      'It may be damaged or password-protected.',
    ],
    [
      'another error',
      () => HttpResponse.json({ message: 'The server says no.', code: 'INTERNAL' }, { status: 500 }),
      'The server says no.',
    ],
  ])('shows the message for %s from the server', async (_, answer, text) => {
    await i18next.changeLanguage('en');
    signIn();
    noPastReviews();
    server.use(http.post('*/api/career/reviews', answer));
    const user = userEvent.setup();
    renderApp('/career/review');
    await user.upload(await screen.findByLabelText('Choose a file'), pdf());
    await user.click(screen.getByRole('button', { name: 'Review my CV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('uploads with the industry and level, shows the loading state, then the score details', async () => {
    signIn();
    noPastReviews();
    let fields: Record<string, string> = {};
    let release: () => void = () => undefined;
    const scored = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/career/reviews', async ({ request }) => {
        const form = await request.formData();
        fields = {
          industry: String(form.get('industry')),
          level: String(form.get('level')),
          file: typeof form.get('file'),
        };
        await scored;
        return HttpResponse.json(makeReview(), { status: 201 });
      }),
      http.get('*/api/career/reviews/:id', () => HttpResponse.json(makeReview())),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/career/review');
    await user.upload(await screen.findByLabelText('اختر ملفًا'), pdf('sara-cv.pdf'));
    await user.selectOptions(screen.getByLabelText('المجال'), 'marketing');
    await user.selectOptions(screen.getByLabelText('المستوى الوظيفي'), 'mid');
    await user.click(screen.getByRole('button', { name: 'قيّم سيرتي الذاتية' }));
    expect(await screen.findByText('جارٍ قراءة سيرتك الذاتية وتقييمها…')).toBeInTheDocument();
    release();
    await waitFor(() => expect(currentLocation().pathname).toBe('/career/reviews/rv1'));
    expect(fields).toEqual({ industry: 'marketing', level: 'mid', file: 'object' });
    expect(await screen.findByRole('heading', { name: 'درجتك: 72 من 100' })).toBeInTheDocument();
  });
});

describe('score details', { timeout: 30_000 }, () => {
  it('shows the score against the averages and the four parts with every deduction', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(http.get('*/api/career/reviews/:id', () => HttpResponse.json(makeReview())));
    renderApp('/career/reviews/rv1');
    expect(await screen.findByRole('heading', { name: 'Your score: 72 out of 100' })).toBeInTheDocument();
    const comparison = defined(screen.getByText('Your score').closest('ul'));
    const rows = within(comparison)
      .getAllByRole('listitem')
      .map((li) => [...li.querySelectorAll('p > span')].map((span) => span.textContent).join(' '));
    expect(rows).toEqual([
      'Your score 72 / 100',
      'Average score 64 / 100',
      'Average for Marketing, Mid level 70 / 100',
    ]);
    expect(screen.getByText('The average is over 120 reviews.')).toBeInTheDocument();

    const parts = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(parts).toEqual([
      'Grammar and spelling',
      'ATS compatibility',
      'Content relevance',
      'Achievements and metrics',
    ]);
    const grammar = screen.getByRole('region', { name: 'Grammar and spelling' });
    expect(within(grammar).getByText('23 / 25')).toBeInTheDocument();
    expect(within(grammar).getByText('A spelling mistake: “teem”.')).toBeInTheDocument();
    expect(within(grammar).getByText('Line 4')).toBeInTheDocument();
    expect(within(grammar).getByText('Managed the teem of five')).toHaveAttribute('lang', 'en');
    expect(within(grammar).getByText('Write “team”.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'ATS compatibility' })).getByText('Nothing lost here. Well done!'),
    ).toBeInTheDocument();
    const content = screen.getByRole('region', { name: 'Content relevance' });
    expect(within(content).getByText('There is no summary.')).toBeInTheDocument();
    expect(within(content).queryByText(/^Line/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enhance with AI' })).toHaveAttribute('href', '/career/enhance?review=rv1');
  });

  it('says when there are not enough peer reviews yet, or no average at all', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.get('*/api/career/reviews/:id', () =>
        HttpResponse.json(
          makeReview({
            average: {
              overall: { score: null, count: 0 },
              peer: { score: null, count: 2, industry: 'design', level: 'senior', enough: false },
            },
          }),
        ),
      ),
    );
    renderApp('/career/reviews/rv1');
    expect(await screen.findByText('There is no average yet: yours is the first review.')).toBeInTheDocument();
    expect(
      screen.getByText('Not enough reviews yet for Design, Senior to show their average (2 of 5).'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Average score/)).not.toBeInTheDocument();
  });

  it('lists past reviews and reopens one', async () => {
    await i18next.changeLanguage('en');
    signIn();
    server.use(
      http.get('*/api/career/reviews', () =>
        HttpResponse.json([
          {
            _id: 'rv9',
            createdAt: '2026-03-01T09:00:00.000Z',
            fileName: 'old-cv.docx',
            score: 58,
            industry: 'sales',
            level: null,
            language: 'ar',
          },
        ]),
      ),
    );
    renderApp('/career/review');
    const link = await screen.findByRole('link', { name: /old-cv\.docx/ });
    expect(link).toHaveAttribute('href', '/career/reviews/rv9');
    expect(link).toHaveTextContent('58 / 100');
  });
});
