import type { TCourseReview, TCourseReviews } from '@masar/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseDetails, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

const review = (i: number, rating: number): TCourseReview => ({
  _id: `r${i}`,
  courseId: 'c1',
  rating,
  comment: `Comment ${i}`,
  author: { name: `Learner ${i}` },
  createdAt: `2026-03-${String(10 - i).padStart(2, '0')}T10:00:00.000Z`,
  updatedAt: `2026-03-${String(10 - i).padStart(2, '0')}T10:00:00.000Z`,
});

/** Seven reviews, newest first: 5 5 4 4 4 2 1 stars. */
function serveReviews() {
  const all = [5, 5, 4, 4, 4, 2, 1].map((stars, i) => review(i, stars));
  const asked: string[] = [];
  serveCatalog({ courses: [makeCourse()] });
  server.use(
    http.get('*/api/Courses/:id', () => HttpResponse.json(makeCourseDetails())),
    http.get('*/api/courses/:id/reviews', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const body: TCourseReviews = {
        rating: 3.6,
        ratingsCount: 7,
        total: 7,
        distribution: [
          { stars: 5, count: 2 },
          { stars: 4, count: 3 },
          { stars: 3, count: 0 },
          { stars: 2, count: 1 },
          { stars: 1, count: 1 },
        ],
        items: all.slice(offset, offset + limit),
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('course page reviews', { timeout: 30_000 }, () => {
  it('shows the distribution with a sentence per bar, five reviews, then the rest on "more"', async () => {
    await i18next.changeLanguage('en');
    const asked = serveReviews();
    const user = userEvent.setup();
    renderApp('/course-details/c1');
    const section = defined((await screen.findByRole('heading', { name: 'Learner reviews' })).closest('section'));
    const distribution = await within(section).findByRole('list', { name: 'Rating distribution' });
    const rows = within(distribution).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.sr-only')?.textContent)).toEqual([
      '5 stars: 2 (29%)',
      '4 stars: 3 (43%)',
      '3 stars: 0 (0%)',
      '2 stars: 1 (14%)',
      '1 star: 1 (14%)',
    ]);
    expect(section).toHaveTextContent('Average rating: 3.6 out of 5');
    expect(section).toHaveTextContent('from 7 ratings');

    const list = within(section).getByRole('list', { name: 'Learner reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /Learner 0.*Rated 5 out of 5.*Mar 10, 2026.*Comment 0/,
    );
    expect(section).toHaveTextContent('Showing 5 of 7');

    await user.click(within(section).getByRole('button', { name: 'Show more reviews' }));
    expect(await within(list).findByText('Comment 6')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(7);
    expect(section).toHaveTextContent('Showing 7 of 7');
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?limit=5&offset=0', '?limit=5&offset=5']);
  });

  it('reads the same in Arabic', async () => {
    await i18next.changeLanguage('ar');
    serveReviews();
    renderApp('/course-details/c1');
    const section = defined((await screen.findByRole('heading', { name: 'آراء المتعلمين' })).closest('section'));
    const distribution = await within(section).findByRole('list', { name: 'توزيع التقييمات' });
    // digits as this Intl writes Arabic (Latin or Arabic-Indic)
    expect(defined(within(distribution).getAllByRole('listitem')[0]).querySelector('.sr-only')?.textContent).toMatch(
      /^(5|٥) نجوم: (2|٢) \(.+\)$/,
    );
    expect(defined(within(distribution).getAllByRole('listitem')[4]).querySelector('.sr-only')?.textContent).toMatch(
      /^نجمة واحدة: /,
    );
    expect(within(section).getByRole('button', { name: 'عرض المزيد من الآراء' })).toBeInTheDocument();
  });
});
