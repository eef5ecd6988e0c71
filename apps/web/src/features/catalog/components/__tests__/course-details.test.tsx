import type { TCourseDetails } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseDetails, makeSiteInfo, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

function serveCourse(course: TCourseDetails = makeCourseDetails(), siteOverrides = {}) {
  const similar = [
    makeCourse({ _id: course._id, title: course.title }),
    makeCourse({ _id: 'c2', title: 'SQL for Analysts' }),
  ];
  const api = serveCatalog({ courses: similar, site: makeSiteInfo(siteOverrides) });
  server.use(
    http.get('*/api/Courses/:id', ({ params }) =>
      params.id === course._id
        ? HttpResponse.json(course)
        : HttpResponse.json({ message: 'Course not found', code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
  return api;
}

describe('course details', { timeout: 30_000 }, () => {
  it("names the course's language with a badge, in the page's language, on the page and on similar courses", async () => {
    await i18next.changeLanguage('en');
    serveCourse(makeCourseDetails({ title: 'تحليل البيانات باستخدام بايثون', language: 'ar' }));
    renderApp('/course-details/c1');
    const header = defined(
      (await screen.findByRole('heading', { level: 1, name: 'تحليل البيانات باستخدام بايثون' })).closest('section'),
    );
    expect(within(header).getByText('Arabic')).toHaveAttribute('data-course-language', 'ar');
    const similar = defined((await screen.findByRole('heading', { name: 'Similar courses' })).closest('section'));
    expect(await within(similar).findByText('English')).toHaveAttribute('data-course-language', 'en');
  });

  it('shows the facts, the content with lecture lengths, the instructor and similar courses', async () => {
    await i18next.changeLanguage('en');
    const { courseQueries } = serveCourse();
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Python for Data Analysis' })).toBeInTheDocument();
    const facts = defined(screen.getByRole('heading', { level: 1 }).closest('section'));
    expect(facts).toHaveTextContent('Beginner');
    expect(facts).toHaveTextContent('2.5 hours');
    expect(facts).toHaveTextContent('250 students');
    expect(facts).toHaveTextContent('Mar 1, 2026');
    expect(facts).toHaveTextContent('4.5 (20 ratings)');

    expect(screen.getByText('Load CSV files')).toBeInTheDocument();
    expect(screen.getByText('2 units · 3 sections · 4 lectures · 1.5 hours')).toBeInTheDocument();
    expect(screen.getByText('Unit 2: Charts')).toBeInTheDocument();
    // the first section is open; the others open on demand
    expect(screen.getByText('Welcome').closest('li')).toHaveTextContent(/Preview.*4:05$/);
    const dataFrames = defined(screen.getByText('DataFrames').closest('details'));
    expect(dataFrames).not.toHaveAttribute('open');
    await user.click(within(dataFrames).getByText('DataFrames'));
    expect(dataFrames).toHaveAttribute('open');
    expect(screen.getByText('Selecting rows').closest('li')).toHaveTextContent('1:02:09');

    const instructor = defined(screen.getByRole('heading', { name: 'Your instructor' }).closest('section'));
    expect(instructor).toHaveTextContent('Sara Khalil');
    expect(instructor).toHaveTextContent('Data Engineer');
    expect(instructor).toHaveTextContent('12 years of experience');
    expect(within(instructor).getByRole('link', { name: "View Sara Khalil's profile" })).toHaveAttribute(
      'href',
      '/trainer-profile/t1',
    );

    expect(screen.getByText(/Certified completion/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download syllabus' })).not.toBeInTheDocument();
    // similar: same category, this course left out
    const similar = defined(screen.getByRole('heading', { name: 'Similar courses' }).closest('section'));
    expect(await within(similar).findByRole('link', { name: 'SQL for Analysts' })).toBeInTheDocument();
    expect(within(similar).queryByRole('link', { name: 'Python for Data Analysis' })).not.toBeInTheDocument();
    expect(courseQueries.some((q) => q.get('category') === 'Data Science' && q.get('limit') === '4')).toBe(true);
  });

  it('gives a short course one length everywhere, never "0 minutes" (issue 21, item 4)', async () => {
    await i18next.changeLanguage('ar');
    const lecture = {
      _id: 'l1',
      title: 'مقدمة',
      kind: 'video' as const,
      position: 0,
      durationSeconds: 20,
      isPreview: false,
    };
    const units = [
      {
        _id: 'u1',
        title: 'الوحدة',
        position: 0,
        sections: [{ _id: 's1', title: 'القسم', position: 0, lectures: [lecture] }],
      },
    ];
    // the API stores the course's length as its seconds rounded up to the minute
    serveCourse(makeCourseDetails({ title: 'دورة قصيرة', durationMinutes: 1, units }));
    renderApp('/course-details/c1');
    expect(await screen.findByRole('heading', { level: 1, name: 'دورة قصيرة' })).toBeInTheDocument();
    const facts = defined(screen.getByRole('heading', { level: 1 }).closest('section'));
    expect(facts).toHaveTextContent('دقيقة واحدة');
    const summary = screen.getByText(/محاضرة/, { selector: 'p' });
    expect(summary.textContent).toMatch(/· دقيقة واحدة$/);
    expect(document.body.textContent).not.toMatch(/(^|[^\d:])0 دقيقة/);
  });

  it('sends a guest to sign in first and back to the checkout of this course', async () => {
    await i18next.changeLanguage('en');
    serveCourse();
    renderApp('/course-details/c1');
    expect(await screen.findByRole('link', { name: 'Enrol now' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/payment?course=c1')}`,
    );
  });

  it('takes a signed-in learner to the checkout, and an enrolled one back to the course', async () => {
    await i18next.changeLanguage('en');
    signIn();
    serveCourse();
    const first = renderApp('/course-details/c1');
    expect(await screen.findByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/payment?course=c1');
    first.unmount();

    serveCourse(makeCourseDetails({ enrolled: true, progress: 40, syllabusUrl: '/api/courses/c1/syllabus' }));
    renderApp('/course-details/c1');
    expect(await screen.findByRole('link', { name: 'Continue learning' })).toHaveAttribute(
      'href',
      '/course-overview/c1',
    );
    expect(screen.queryByRole('link', { name: 'Enrol now' })).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByRole('link', { name: 'Download syllabus' })).toHaveAttribute('href', '/api/courses/c1/syllabus');
  });

  it('promises a refund only when the refund window is above 0, with its number', async () => {
    await i18next.changeLanguage('en');
    serveCourse();
    const first = renderApp('/course-details/c1');
    await screen.findByRole('link', { name: 'Enrol now' });
    expect(screen.queryByText(/money-back/)).not.toBeInTheDocument();
    first.unmount();

    serveCourse(makeCourseDetails(), { refundWindowDays: 14 });
    renderApp('/course-details/c1');
    expect(await screen.findByText('14-day money-back guarantee')).toBeInTheDocument();
  });

  it('says clearly when the course does not exist', async () => {
    await i18next.changeLanguage('en');
    serveCourse();
    renderApp('/course-details/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Course not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the courses' })).toHaveAttribute('href', '/courses');
  });

  it("shows the server's message, or 'Failed to fetch course details'", async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    server.use(http.get('*/api/Courses/:id', () => new HttpResponse('oops', { status: 500 })));
    const first = renderApp('/course-details/c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch course details');
    first.unmount();

    server.use(
      http.get('*/api/Courses/:id', () =>
        HttpResponse.json({ message: 'Database unavailable', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    renderApp('/course-details/c1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    await waitFor(() => expect(screen.getByRole('alert')).not.toHaveTextContent('Failed'));
  });
});
