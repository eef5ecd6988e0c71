import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { makeContent, makeLecture } from './fixtures';
import { defined } from '@masar/contracts/defined';

const content = (body = makeContent()) => http.get('*/api/Courses/content', () => HttpResponse.json(body));

describe('/course-overview/{id}', { timeout: 30_000 }, () => {
  it('shows the outline with completion marks and opens the first lecture not completed', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(content());
    renderApp('/course-overview/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data analysis with Python' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '1 of 3 lectures completed' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    const outline = within(screen.getByRole('navigation', { name: 'Course outline' }));
    expect(outline.getByRole('heading', { name: 'Getting started' })).toBeInTheDocument();
    const welcome = outline.getByRole('link', { name: /Welcome/ });
    expect(within(welcome).getByRole('img', { name: 'Completed' })).toBeInTheDocument();
    const current = outline.getByRole('link', { name: /Reading CSV files/ });
    expect(current).toHaveAttribute('aria-current', 'true');
    expect(within(current).getByRole('img', { name: 'Not completed' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Reading CSV files' })).toBeInTheDocument();
    expect(screen.getByText('pandas.read_csv reads a file.')).toBeInTheDocument();
  });

  it('marks a text lecture done: the outline, the progress and the next lecture follow', async () => {
    signIn();
    await i18next.changeLanguage('en');
    let completed = '';
    server.use(
      content(),
      http.post('*/api/lectures/:id/complete', ({ params }) => {
        completed = String(params.id);
        return HttpResponse.json({
          lectureId: completed,
          completed: true,
          positionSeconds: 0,
          watchedSeconds: 0,
          courseProgress: 67,
          certificateCode: null,
        });
      }),
      http.get('*/api/lectures/l3/media-url', () =>
        HttpResponse.json({
          url: '/api/media/token-1',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          contentType: 'application/pdf',
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/course-overview/c1');
    await user.click(await screen.findByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByRole('progressbar', { name: '2 of 3 lectures completed' })).toHaveAttribute(
      'aria-valuenow',
      '67',
    );
    expect(completed).toBe('l2');
    const outline = within(screen.getByRole('navigation', { name: 'Course outline' }));
    expect(
      within(outline.getByRole('link', { name: /Reading CSV files/ })).getByRole('img', { name: 'Completed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Next lecture' }));
    expect(await screen.findByTitle('The cheat sheet')).toHaveAttribute('src', '/api/media/token-1');
    expect(screen.getByRole('link', { name: 'Previous lecture' })).toHaveAttribute(
      'href',
      '/course-overview/c1?lecture=l2',
    );
    expect(screen.queryByRole('link', { name: 'Next lecture' })).not.toBeInTheDocument();
  });

  it('offers the certificate once the course is complete', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      content(makeContent({ progress: 100, completedLectures: 3, certificateCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' })),
    );
    renderApp('/course-overview/c1');
    expect(
      await screen.findByText('Well done: you have completed the course and earned its certificate.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/pdf',
    );
    expect(screen.getByRole('link', { name: "View the certificate's public page" })).toHaveAttribute(
      'href',
      '/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    );
  });

  it('refuses a learner who is not enrolled (403) with a way to buy the course', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/Courses/content', () =>
        HttpResponse.json({ message: 'You are not enrolled in this course', code: 'FORBIDDEN' }, { status: 403 }),
      ),
    );
    renderApp('/course-overview/c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This content is for learners enrolled in the course.');
    expect(screen.getByRole('link', { name: 'Enrol in this course' })).toHaveAttribute('href', '/payment?course=c1');
  });

  it("falls back to 'Failed to fetch course content', in Arabic too", async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(http.get('*/api/Courses/content', () => new HttpResponse(null, { status: 422 })));
    const { unmount } = renderApp('/course-overview/c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch course content');
    unmount();
    await i18next.changeLanguage('ar');
    renderApp('/course-overview/c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('تعذّر تحميل محتوى الدورة');
  });

  it('plays a video lecture from its signed URL, resumes at the saved position and has a speed choice', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const video = makeLecture({
      _id: 'v1',
      title: 'Intro video',
      kind: 'video',
      durationSeconds: 120,
      body: null,
      hasMedia: true,
      positionSeconds: 42,
    });
    const base = makeContent();
    const reports: { body: unknown; auth: string | null }[] = [];
    server.use(
      content({
        ...base,
        resume: { lectureId: 'v1', positionSeconds: 42 },
        units: [
          {
            ...defined(base.units[0]),
            sections: [{ ...defined(defined(base.units[0]).sections[0]), lectures: [video] }],
          },
        ],
      }),
      http.post('*/api/lectures/v1/progress', async ({ request }) => {
        reports.push({ body: await request.json(), auth: request.headers.get('authorization') });
        return HttpResponse.json({
          lectureId: 'v1',
          completed: false,
          positionSeconds: 50,
          watchedSeconds: 8,
          courseProgress: 0,
          certificateCode: null,
        });
      }),
      http.get('*/api/lectures/v1/media-url', () =>
        HttpResponse.json({
          url: '/api/media/signed-v1',
          expiresAt: new Date(Date.now() + 600_000).toISOString(),
          contentType: 'video/mp4',
        }),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderApp('/course-overview/c1');
    const player = await screen.findByLabelText<HTMLVideoElement>('Intro video', { selector: 'video' });
    expect(player).toHaveAttribute('src', '/api/media/signed-v1');
    expect(screen.queryByRole('button', { name: 'Mark as done' })).not.toBeInTheDocument();
    Object.defineProperty(player, 'duration', { value: 120, configurable: true });
    player.dispatchEvent(new Event('loadedmetadata'));
    expect(player.currentTime).toBe(42);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Playback speed' }), '1.5');
    expect(player.playbackRate).toBe(1.5);

    // playing from 42 s to 50 s, then a pause: the watched range and the position are reported
    Object.defineProperty(player, 'paused', { value: false, configurable: true });
    for (let second = 42; second <= 50; second += 0.5) {
      player.currentTime = second;
      player.dispatchEvent(new Event('timeupdate'));
    }
    Object.defineProperty(player, 'paused', { value: true, configurable: true });
    player.dispatchEvent(new Event('pause'));
    await waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]).toEqual({ body: { positionSeconds: 50, watchedRanges: [[42, 50]] }, auth: 'Bearer access-1' });

    // leaving the page sends what is new (a keepalive request with the bearer token)
    player.currentTime = 55;
    unmount();
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]).toEqual({ body: { positionSeconds: 55, watchedRanges: [] }, auth: 'Bearer access-1' });
  });
});
