import type { TContinueLearning } from '@masar/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourse, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

const learning: TContinueLearning = {
  owned: [
    { courseId: 'c1', progress: 40 },
    { courseId: 'c3', progress: 100 },
  ],
  inProgress: [
    {
      courseId: 'c1',
      title: 'Python for Data Analysis',
      category: 'Data Science',
      imageUrl: null,
      progress: 40,
      lecture: { _id: 'l2', title: 'DataFrames' },
      lastActivityAt: '2026-03-02T10:00:00.000Z',
    },
  ],
};

function serve() {
  let asked = 0;
  serveCatalog({
    courses: [
      makeCourse(),
      makeCourse({ _id: 'c2', title: 'SQL for Analysts' }),
      makeCourse({ _id: 'c3', title: 'Excel Basics' }),
    ],
  });
  server.use(
    http.get('*/api/learning/continue', () => {
      asked += 1;
      return HttpResponse.json(learning);
    }),
  );
  return { asked: () => asked };
}

describe('what a signed-in learner sees on the public pages', { timeout: 30_000 }, () => {
  it('marks owned courses on the catalog cards and offers to continue the last one', async () => {
    await i18next.changeLanguage('en');
    signIn();
    serve();
    renderApp('/courses');
    const strip = defined((await screen.findByRole('heading', { name: 'Continue learning' })).closest('section'));
    expect(strip).toHaveTextContent('Last lecture: DataFrames');
    expect(within(strip).getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(within(strip).getByRole('link', { name: 'Continue Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/course-overview/c1',
    );

    const card = (title: string) =>
      defined(
        screen
          .getAllByRole('link', { name: title })
          .map((link) => link.closest<HTMLElement>('.group'))
          .find((c) => c !== null && !strip.contains(c)),
        `a card for ${title} outside the strip`,
      );
    expect(await within(card('Python for Data Analysis')).findByText('Enrolled · 40%')).toBeInTheDocument();
    expect(within(card('Excel Basics')).getByText('Completed')).toBeInTheDocument();
    expect(within(card('SQL for Analysts')).queryByText(/Enrolled|Completed/)).not.toBeInTheDocument();
  });

  it('shows "continue learning" on the home page in Arabic, and nothing of it to a guest', async () => {
    await i18next.changeLanguage('ar');
    signIn();
    serve();
    const first = renderApp('/');
    const strip = defined((await screen.findByRole('heading', { name: 'تابع التعلّم' })).closest('section'));
    expect(strip).toHaveTextContent('آخر محاضرة: DataFrames');
    first.unmount();

    localStorage.clear();
    const guest = serve();
    renderApp('/courses');
    expect(await screen.findByRole('link', { name: 'SQL for Analysts' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'تابع التعلّم' })).not.toBeInTheDocument();
    expect(guest.asked()).toBe(0);
  });

  it("offers to continue, not to buy again, on the home page's card of an owned course", async () => {
    await i18next.changeLanguage('en');
    signIn();
    serve();
    renderApp('/');
    const carousel = defined((await screen.findByRole('heading', { name: 'Best-selling courses' })).closest('section'));
    const ownedCard = defined((await within(carousel).findByText('Enrolled · 40%')).closest<HTMLElement>('.group'));
    expect(within(ownedCard).getByRole('link', { name: 'Continue Python for Data Analysis' })).toHaveAttribute(
      'href',
      '/course-overview/c1',
    );
    expect(within(ownedCard).queryByRole('link', { name: 'Subscribe now' })).not.toBeInTheDocument();
    const otherCard = defined(
      within(carousel).getByRole('link', { name: 'SQL for Analysts' }).closest<HTMLElement>('.group'),
    );
    expect(within(otherCard).getByRole('link', { name: 'Subscribe now' })).toBeInTheDocument();
  });
});
