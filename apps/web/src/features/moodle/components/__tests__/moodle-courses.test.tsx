import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render of each page loads its lazy chunk: slow on a busy machine
configure({ asyncUtilTimeout: 15_000 });

const COURSES = [
  { id: 2, fullname: 'أساسيات البرمجة بلغة بايثون' },
  { id: 3, fullname: 'Data Science Foundations' },
];
const courses = (list = COURSES) =>
  http.get('*/api/moodle-courses', () => HttpResponse.json({ data: { courses: list } }));
const adminCourses = (list = COURSES.map((c) => ({ ...c, hidden: false }))) =>
  http.get('*/api/moodle/courses', () => HttpResponse.json({ data: { courses: list } }));
const CONFIGURATION_FAILURE = {
  message: 'Invalid token - token not found',
  code: 'UPSTREAM_FAILED',
  details: { moodleErrorcode: 'invalidtoken', cause: 'configuration' },
};

describe('Moodle courses screen (SPEC section 2)', { timeout: 30_000 }, () => {
  it("shows a spinner, then the table '#', 'Course Name', 'Course ID' with every course", async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/moodle-courses', async () => {
        await delay(150);
        return HttpResponse.json({ data: { courses: COURSES } });
      }),
    );
    renderApp('/moodle');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moodle Courses' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading Moodle courses…');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Course Name', 'Course ID']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ),
    ).toEqual([
      ['1', 'أساسيات البرمجة بلغة بايثون', '2'],
      ['2', 'Data Science Foundations', '3'],
    ]);
  });

  it("shows 'Error: ' with the server's message", async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/moodle-courses', () =>
        HttpResponse.json({ message: 'Invalid token - token not found', code: 'UPSTREAM_FAILED' }, { status: 502 }),
      ),
    );
    renderApp('/moodle');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid token - token not found');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch moodle courses' when the answer has no message, in Arabic too", async () => {
    await i18next.changeLanguage('en');
    server.use(
      http.get(
        '*/api/moodle-courses',
        () => new HttpResponse('<html>Bad gateway</html>', { status: 503, headers: { 'content-type': 'text/html' } }),
      ),
    );
    const { unmount } = renderApp('/moodle');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Failed to fetch moodle courses');
    unmount();
    await i18next.changeLanguage('ar');
    renderApp('/moodle');
    expect(await screen.findByRole('heading', { level: 1, name: 'دورات Moodle' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('خطأ: تعذّر تحميل دورات Moodle');
  });

  it("keeps 'Error: ' for visitors, in kinder words than Moodle's when the site's setup is the cause (both languages)", async () => {
    await i18next.changeLanguage('en');
    server.use(http.get('*/api/moodle-courses', () => HttpResponse.json(CONFIGURATION_FAILURE, { status: 502 })));
    const { unmount } = renderApp('/moodle');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Error: Moodle courses can't be shown right now. Please try again later.");
    expect(alert).not.toHaveTextContent('token');
    unmount();
    await i18next.changeLanguage('ar');
    server.use(
      http.get('*/api/moodle-courses', () =>
        HttpResponse.json(
          { message: 'لم يتم إعداد Moodle', code: 'SERVICE_UNAVAILABLE', details: { cause: 'configuration' } },
          { status: 503 },
        ),
      ),
    );
    renderApp('/moodle');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'خطأ: لا يمكن عرض دورات Moodle الآن. يُرجى المحاولة لاحقًا.',
    );
  });

  it("shows 'No courses found.' for an empty list", async () => {
    await i18next.changeLanguage('en');
    server.use(courses([]));
    renderApp('/moodle');
    expect(await screen.findByText('No courses found.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('/dashboard/moodle-courses (admin)', { timeout: 30_000 }, () => {
  const admin = makeUser({ _id: 'admin-1', role: 'admin', firstName: 'Admin' });
  const links = [
    { courseId: 'c1', title: 'Python for beginners', published: true, moodleCourseId: null },
    { courseId: 'c2', title: 'Data science', published: false, moodleCourseId: 3 },
  ];
  const enrolment = {
    _id: 'e1',
    userId: 'u9',
    userEmail: 'layla@example.com',
    userName: 'Layla Fathy',
    courseId: 'c2',
    courseTitle: 'Data science',
    moodleCourseId: 3,
    moodleUserId: null,
    status: 'failed',
    attempts: 6,
    lastError: 'Invalid token - token not found',
    advice: null,
    nextAttemptAt: null,
    syncedAt: null,
    updatedAt: '2026-03-01T10:00:00.000Z',
  };

  it('shows the Moodle screen, links a course and retries a failed enrolment', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const patched: unknown[] = [];
    let retried = '';
    server.use(
      adminCourses(),
      http.get('*/api/moodle/course-links', () => HttpResponse.json(links)),
      http.patch('*/api/courses/:id/moodle', async ({ request, params }) => {
        const body = (await request.json()) as { moodleCourseId: number | null };
        patched.push({ id: params.id, ...body });
        return HttpResponse.json({ ...links[0], moodleCourseId: body.moodleCourseId });
      }),
      http.get('*/api/moodle/enrolments', () => HttpResponse.json([enrolment], { headers: { 'X-Total-Count': '1' } })),
      http.post('*/api/moodle/enrolments/:id/retry', ({ params }) => {
        retried = String(params.id);
        return HttpResponse.json({ message: 'The enrolment will be synced to Moodle again.' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/moodle-courses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Moodle Courses' })).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Data Science Foundations' });

    const select = await screen.findByLabelText('Python for beginners');
    await user.selectOptions(select, '2');
    await waitFor(() => expect(patched).toEqual([{ id: 'c1', moodleCourseId: 2 }]));
    expect(screen.getByLabelText('Data science (draft)')).toHaveValue('3');

    const row = defined((await screen.findByText('layla@example.com')).closest('tr'));
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('Invalid token - token not found')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Retry now' }));
    await waitFor(() => expect(retried).toBe('e1'));
  });

  it("shows Moodle's exact error to the admin, and the courses hidden in Moodle marked, in the table and the link choices", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(
      http.get('*/api/moodle/courses', () => HttpResponse.json(CONFIGURATION_FAILURE, { status: 502 })),
      http.get('*/api/moodle/course-links', () => HttpResponse.json(links)),
      http.get('*/api/moodle/enrolments', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })),
    );
    const { unmount } = renderApp('/dashboard/moodle-courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid token - token not found');
    unmount();

    server.use(
      adminCourses([
        ...COURSES.map((c) => ({ ...c, hidden: false })),
        { id: 8, fullname: 'Data Science & AI', hidden: true },
      ]),
    );
    renderApp('/dashboard/moodle-courses');
    const hiddenRow = defined((await screen.findByRole('cell', { name: /Data Science & AI/ })).closest('tr'));
    expect(within(hiddenRow).getByText('Hidden in Moodle')).toBeInTheDocument();
    const visibleRow = defined(screen.getByRole('cell', { name: 'Data Science Foundations' }).closest('tr'));
    expect(within(visibleRow).queryByText('Hidden in Moodle')).not.toBeInTheDocument();
    const select = await screen.findByLabelText('Python for beginners');
    expect(
      within(select).getByRole('option', { name: 'Data Science & AI (8) · hidden in Moodle' }),
    ).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Data Science Foundations (3)' })).toBeInTheDocument();
  });

  it("shows what the admin can do about a failed enrolment under Moodle's words", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const advice = 'Moodle is in maintenance mode. Wait until it is over.';
    server.use(
      adminCourses(),
      http.get('*/api/moodle/course-links', () => HttpResponse.json(links)),
      http.get('*/api/moodle/enrolments', () =>
        HttpResponse.json(
          [
            {
              ...enrolment,
              status: 'pending',
              lastError: 'The site is undergoing maintenance',
              advice,
              nextAttemptAt: '2026-03-01T10:30:00.000Z',
            },
          ],
          { headers: { 'X-Total-Count': '1' } },
        ),
      ),
    );
    renderApp('/dashboard/moodle-courses');
    const row = defined((await screen.findByText('layla@example.com')).closest('tr'));
    expect(within(row).getByText('The site is undergoing maintenance')).toBeInTheDocument();
    expect(within(row).getByText(advice)).toBeInTheDocument();
  });
});
