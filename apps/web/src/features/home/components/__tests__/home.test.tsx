import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format';
import { makeCourse, makeReview, makeSiteInfo, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

describe('home page', { timeout: 30_000 }, () => {
  it('shows the real counters, written by Intl in the active language', async () => {
    serveCatalog({
      site: makeSiteInfo({ counters: { trainers: 8, workshops: 14, learners: 320, monthlyVisitors: 12_500 } }),
    });
    renderApp('/');
    const counters = defined((await screen.findByRole('heading', { name: 'مسار بالأرقام' })).closest('section'));
    expect(await within(counters).findByText(formatNumber(12_500, 'ar'))).toBeInTheDocument();
    expect(counters).toHaveTextContent('مدربون');
    expect(counters).toHaveTextContent('ورش تدريبية');
  });

  it('shows only the counters the server chose: never a 0, learners until visitors mean something', async () => {
    await i18next.changeLanguage('en');
    serveCatalog({
      site: makeSiteInfo({
        counters: { trainers: 0, workshops: 14, learners: 320, monthlyVisitors: 0 },
        shownCounters: ['workshops', 'learners'],
      }),
    });
    const first = renderApp('/');
    const counters = defined((await screen.findByRole('heading', { name: 'Masar in numbers' })).closest('section'));
    expect(await within(counters).findByText('320')).toBeInTheDocument();
    expect(counters).toHaveTextContent('Learners');
    expect(counters).toHaveTextContent('Workshops');
    expect(counters).not.toHaveTextContent('Trainers');
    expect(counters).not.toHaveTextContent('Monthly visitors');
    expect(within(counters).queryByText('0')).not.toBeInTheDocument();
    first.unmount();

    // nothing worth showing yet (a new platform): no counters at all
    serveCatalog({
      site: makeSiteInfo({
        counters: { trainers: 0, workshops: 0, learners: 0, monthlyVisitors: 0 },
        shownCounters: [],
      }),
    });
    renderApp('/');
    await screen.findByRole('link', { name: 'Subscribe now' });
    expect(screen.queryByRole('heading', { name: 'Masar in numbers' })).not.toBeInTheDocument();
  });

  it('lists the best sellers (GET /Courses?sort=popular&limit=8) with subscribe now and more', async () => {
    await i18next.changeLanguage('en');
    const { courseQueries } = serveCatalog({ courses: [makeCourse({ _id: 'c9', title: 'Excel for Analysts' })] });
    renderApp('/');
    const carousel = defined((await screen.findByRole('heading', { name: 'Best-selling courses' })).closest('section'));
    expect(await within(carousel).findByRole('link', { name: 'Subscribe now' })).toHaveAttribute(
      'href',
      `/login?redirect=${encodeURIComponent('/payment?course=c9')}`,
    );
    expect(within(carousel).getByRole('link', { name: 'More about Excel for Analysts' })).toHaveAttribute(
      'href',
      '/course-details/c9',
    );
    expect(courseQueries.some((q) => q.get('sort') === 'popular' && q.get('limit') === '8')).toBe(true);
  });

  it('sends a signed-in visitor straight to the checkout', async () => {
    await i18next.changeLanguage('en');
    signIn();
    serveCatalog({ courses: [makeCourse({ _id: 'c9', title: 'Excel for Analysts' })] });
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Subscribe now' })).toHaveAttribute('href', '/payment?course=c9');
  });

  it('promises a refund only when the refund window is above 0, with its number', async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    const first = renderApp('/');
    await screen.findByRole('link', { name: 'Subscribe now' });
    // GET /site has answered (its counters show)
    await screen.findByText('12,500');
    expect(screen.queryByText(/money-back/)).not.toBeInTheDocument();
    first.unmount();

    serveCatalog({ site: makeSiteInfo({ refundWindowDays: 30 }) });
    renderApp('/');
    expect(await screen.findByText('30-day money-back guarantee')).toBeInTheDocument();
  });

  it('shows client reviews only when there are some', async () => {
    await i18next.changeLanguage('en');
    serveCatalog({ reviews: [] });
    const first = renderApp('/');
    await screen.findByRole('heading', { name: 'Best-selling courses' });
    await screen.findByRole('link', { name: 'Subscribe now' });
    expect(screen.queryByRole('heading', { name: 'What our learners say' })).not.toBeInTheDocument();
    first.unmount();

    serveCatalog({ reviews: [makeReview()] });
    renderApp('/');
    const reviews = defined((await screen.findByRole('heading', { name: 'What our learners say' })).closest('section'));
    expect(reviews).toHaveTextContent('Practical examples from real work.');
    expect(reviews).toHaveTextContent('Mariam H.');
    expect(within(reviews).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
  });

  it('has the guide, vision and mission, the AI tools with try now, and the contact anchor', async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Choose your path in five steps' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').filter((li) => li.closest('ol'))).not.toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Our vision' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try now' })).toHaveAttribute('href', '/career');
    expect(document.getElementById('contact')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/courses');
  });
});
