import type { TMyCourse } from '@masar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { makeMyCourse } from './fixtures';
import { defined } from '@masar/contracts/defined';

const mine = (list: TMyCourse[]) => http.get('*/api/Courses/mine', () => HttpResponse.json(list));

describe('/usercourses (SPEC section 2: my courses)', { timeout: 30_000 }, () => {
  it("says 'You are not subscribed to any courses yet' when there are none, in English and Arabic", async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(mine([]));
    const { unmount } = renderApp('/usercourses');
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeInTheDocument();
    expect(await screen.findByText('You are not subscribed to any courses yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    unmount();
    await i18next.changeLanguage('ar');
    renderApp('/usercourses');
    expect(await screen.findByText('لم تشترك في أي دورة بعد')).toBeInTheDocument();
  });

  it("shows the server's message, else 'Failed to fetch my courses'", async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(http.get('*/api/Courses/mine', () => new HttpResponse(null, { status: 500 })));
    const { unmount } = renderApp('/usercourses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch my courses');
    unmount();
    server.use(
      http.get('*/api/Courses/mine', () =>
        HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL' }, { status: 503 }),
      ),
    );
    renderApp('/usercourses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
  });

  it('lists courses with progress; the certificate download appears only at 100%', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      mine([
        makeMyCourse({ _id: 'c1', title: 'Python basics', progress: 40 }),
        makeMyCourse({ _id: 'c2', title: 'SQL', progress: 100, certificateCode: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ' }),
      ]),
    );
    renderApp('/usercourses');
    const card = async (title: string) =>
      within(defined((await screen.findByRole('heading', { name: title })).closest('article')));
    const python = await card('Python basics');
    const sql = await card('SQL');
    expect(python.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(python.getByRole('link', { name: 'Continue learning' })).toHaveAttribute('href', '/course-overview/c1');
    expect(python.queryByRole('link', { name: 'Download certificate' })).not.toBeInTheDocument();
    expect(sql.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
    expect(sql.getByRole('link', { name: 'Download certificate' })).toHaveAttribute(
      'href',
      '/api/certificates/ABCDEFGHIJKLMNOPQRSTUVWXYZ/pdf',
    );
  });

  it('reviews a course (1-5 and a comment), then edits the same review', async () => {
    signIn();
    await i18next.changeLanguage('en');
    const bodies: unknown[] = [];
    server.use(
      mine([makeMyCourse({ _id: 'c1', title: 'Python basics' })]),
      http.put('*/api/courses/c1/review', async ({ request }) => {
        const body = (await request.json()) as { rating: number; comment: string };
        bodies.push(body);
        return HttpResponse.json({
          _id: 'r1',
          courseId: 'c1',
          ...body,
          author: { name: 'Sara' },
          createdAt: '2026-03-01T00:00:00Z',
          updatedAt: '2026-03-01T00:00:00Z',
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/usercourses');
    await user.click(await screen.findByRole('button', { name: 'Review course' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Review “Python basics”' }));
    await user.click(dialog.getByRole('button', { name: 'Save review' }));
    expect(dialog.getByRole('alert')).toHaveTextContent('Choose a rating from 1 to 5 stars');
    await user.click(dialog.getByRole('radio', { name: '4 stars' }));
    await user.type(dialog.getByRole('textbox', { name: 'Your comment (optional)' }), 'Clear and practical');
    await user.click(dialog.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Your rating: 4 of 5')).toBeInTheDocument();
    expect(bodies).toEqual([{ rating: 4, comment: 'Clear and practical' }]);
    await user.click(screen.getByRole('button', { name: 'Edit your review' }));
    const edit = within(await screen.findByRole('dialog'));
    expect(edit.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(edit.getByRole('textbox')).toHaveValue('Clear and practical');
    await user.click(edit.getByRole('radio', { name: '5 stars' }));
    await user.click(edit.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText('Your rating: 5 of 5')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ rating: 5, comment: 'Clear and practical' });
  });
});

describe('/payment-success', { timeout: 30_000 }, () => {
  it('shows the same screen as my courses with a success toast', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(mine([makeMyCourse({ _id: 'c1', title: 'Python basics', progress: 0 })]));
    renderApp('/payment-success');
    expect(await screen.findByRole('heading', { level: 1, name: 'My courses' })).toBeInTheDocument();
    expect(await screen.findByText('Payment successful: the course is now in your courses')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start learning' })).toHaveAttribute('href', '/course-overview/c1');
  });

  it('sends an admin home', async () => {
    signIn(makeUser({ role: 'admin' }));
    server.use(
      mine([]),
      http.get('*/api/site', () => HttpResponse.json({})),
    );
    const { currentLocation } = renderApp('/payment-success');
    await screen.findByRole('main');
    expect(currentLocation().pathname).toBe('/');
  });
});
