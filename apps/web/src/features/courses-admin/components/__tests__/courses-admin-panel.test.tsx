import type { TAdminCourse, TCourseDetails } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { TRAINER_ID, makeAdminCourse, makeCourseDetails, trainer } from './course-fixtures';
import { defined } from '@masar/contracts/defined';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const admin = makeUser({ _id: 'admin-1', role: 'admin' });
const react = makeAdminCourse();
const draft = makeAdminCourse({
  _id: '0f8c2d4e-1111-4a3b-8c9d-000000000002',
  title: 'Data basics',
  status: 'draft',
  category: 'Data Science',
  level: 'Advanced',
  price: { amount: 0, currency: 'EGP' },
  studentsCount: 0,
});

function listHandler(courses: TAdminCourse[], seen: URLSearchParams[] = [], total = courses.length) {
  return http.get('*/api/admin/courses', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return HttpResponse.json(courses, { headers: { 'X-Total-Count': String(total) } });
  });
}
const trainersHandler = http.get('*/api/trainers', () =>
  HttpResponse.json([trainer], { headers: { 'X-Total-Count': '1' } }),
);

async function openEnglish(courses = [react, draft], seen: URLSearchParams[] = []) {
  await i18next.changeLanguage('en');
  signIn(admin);
  server.use(listHandler(courses, seen), trainersHandler);
  const utils = renderApp('/dashboard/courses');
  await screen.findByRole('link', { name: 'React basics' }, FIRST_RENDER);
  return utils;
}

const rowOf = (title: string) => defined(screen.getByRole('link', { name: title }).closest('tr'));

describe('courses admin list', { timeout: 20_000 }, () => {
  it('shows every course with its status, category, level, price, students and update date; filters live in the URL', async () => {
    const seen: URLSearchParams[] = [];
    const user = userEvent.setup();
    const { currentLocation } = await openEnglish([react, draft], seen);
    const row = rowOf('React basics');
    expect(within(row).getByText('Published')).toBeInTheDocument();
    expect(within(row).getByText('Programming')).toBeInTheDocument();
    expect(within(row).getByText('Beginner')).toBeInTheDocument();
    expect(within(row).getByText('EGP 1,500')).toBeInTheDocument();
    expect(within(row).getByText('EGP 1,500').closest('[data-amount]')).toHaveAttribute('data-amount', '150000');
    expect(within(row).getByText('1,234')).toBeInTheDocument();
    expect(within(row).getByText('Mar 4, 2026')).toBeInTheDocument();
    expect(within(rowOf('Data basics')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowOf('Data basics')).getByText('Free')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'draft');
    await waitFor(() => expect(seen.at(-1)?.get('status')).toBe('draft'));
    await user.type(screen.getByLabelText('Search by title'), 'data');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('data'));
    expect(new URLSearchParams(currentLocation().search).get('status')).toBe('draft');
    expect(new URLSearchParams(currentLocation().search).get('q')).toBe('data');
    expect(seen.at(-1)?.get('limit')).toBe('20');
  });

  it('creates a course from the form (price in minor units) and appends the returned course to the list', async () => {
    const seen: URLSearchParams[] = [];
    const user = userEvent.setup();
    let posted: unknown = null;
    const created = makeCourseDetails({
      _id: '0f8c2d4e-1111-4a3b-8c9d-000000000003',
      title: 'Design systems',
      category: 'Design',
      price: { amount: 125050, currency: 'EGP' },
      studentsCount: 0,
    });
    server.use(
      http.post('*/api/Courses', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    await openEnglish([react, draft], seen);
    const reads = seen.length;
    await user.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = screen.getByRole('dialog', { name: 'New course' });
    await user.clear(within(dialog).getByLabelText('Price (Egyptian pounds)'));
    await user.type(within(dialog).getByLabelText('Price (Egyptian pounds)'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a price of 0 or more')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Title'), 'Design systems');
    await user.type(within(dialog).getByLabelText('Description'), 'Tokens and components.');
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'Design');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Intermediate');
    await user.selectOptions(within(dialog).getByLabelText('Language of the course'), 'ar');
    await user.clear(within(dialog).getByLabelText('Price (Egyptian pounds)'));
    await user.type(within(dialog).getByLabelText('Price (Egyptian pounds)'), '1250.5');
    await user.selectOptions(await within(dialog).findByLabelText('Trainer'), TRAINER_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Add a point' }));
    await user.type(within(dialog).getByLabelText('Point 1'), 'Design tokens');
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual({
      title: 'Design systems',
      description: 'Tokens and components.',
      category: 'Design',
      level: 'Intermediate',
      language: 'ar',
      price: 125050,
      trainerId: TRAINER_ID,
      whatYouWillLearn: ['Design tokens'],
    });
    // appended at the end of the list, without reading the list again
    const titles = within(screen.getByRole('table'))
      .getAllByRole('link', { name: /basics|systems/ })
      .map((link) => link.textContent);
    expect(titles).toEqual(['React basics', 'Data basics', 'Design systems']);
    expect(within(rowOf('Design systems')).getByText('EGP 1,250.50')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
    expect(seen.length).toBe(reads);
    expect(
      await screen.findByText('\u2068Design systems\u2069 was created as a draft. Open it to add its content.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to create course' when the server gives no message, and the server's message when it does", async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => new HttpResponse(null, { status: 500 });
    server.use(http.post('*/api/Courses', () => answer()));
    await openEnglish();
    await user.click(screen.getByRole('button', { name: 'New course' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Title'), 'X');
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create course');
    answer = () => HttpResponse.json({ message: 'Course title already used', code: 'CONFLICT' }, { status: 409 });
    await user.click(within(dialog).getByRole('button', { name: 'Create course' }));
    expect(await within(dialog).findByText('Course title already used')).toBeInTheDocument();
  });

  it('publishing replaces the row with the answer; a refusal shows the server message, else the default', async () => {
    const user = userEvent.setup();
    const patches: unknown[] = [];
    let answer: () => Response = () =>
      HttpResponse.json({
        ...makeCourseDetails({ _id: draft._id, title: 'Data basics', category: 'Data Science' }),
        status: 'published',
        updatedAt: '2026-05-01T10:00:00.000Z',
      } satisfies TCourseDetails);
    server.use(
      http.patch('*/api/courses/:id', async ({ request }) => {
        patches.push(await request.json());
        return answer();
      }),
    );
    await openEnglish();
    await user.click(within(rowOf('Data basics')).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(within(rowOf('Data basics')).getByText('Published')).toBeInTheDocument());
    expect(within(rowOf('Data basics')).getByText('May 1, 2026')).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'published' }]);

    answer = () =>
      HttpResponse.json({ message: 'Add at least one lecture before publishing', code: 'CONFLICT' }, { status: 409 });
    await user.click(within(rowOf('React basics')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Add at least one lecture before publishing')).toBeInTheDocument();
    answer = () => new HttpResponse(null, { status: 500 });
    await user.click(within(rowOf('React basics')).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Failed to update course')).toBeInTheDocument();
    expect(within(rowOf('React basics')).getByText('Published')).toBeInTheDocument();
  });

  it('deletes a course after confirmation and removes it from the list; a failure shows the default', async () => {
    const user = userEvent.setup();
    const deleted: string[] = [];
    let fail = true;
    server.use(
      http.delete('*/api/courses/:id', ({ params }) => {
        if (fail) return new HttpResponse(null, { status: 500 });
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await openEnglish();
    await user.click(within(rowOf('React basics')).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the course \u2068React basics\u2069?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete course')).toBeInTheDocument();
    expect(rowOf('React basics')).toBeInTheDocument();

    fail = false;
    await user.click(within(rowOf('React basics')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'React basics' })).not.toBeInTheDocument());
    expect(deleted).toEqual([react._id]);
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch courses' when the list cannot be read", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(
      http.get('*/api/admin/courses', () => new HttpResponse(null, { status: 500 })),
      trainersHandler,
    );
    renderApp('/dashboard/courses');
    expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('Failed to fetch courses');
  });

  it('is in Arabic by default', async () => {
    signIn(admin);
    server.use(listHandler([react]), trainersHandler);
    renderApp('/dashboard/courses');
    const row = defined((await screen.findByRole('link', { name: 'React basics' }, FIRST_RENDER)).closest('tr'));
    expect(within(row).getByText('منشورة')).toBeInTheDocument();
    expect(within(row).getByText('البرمجة')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'إلغاء النشر' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'الدورات' })).toBeInTheDocument();
  });
});
