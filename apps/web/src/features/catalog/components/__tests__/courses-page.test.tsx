import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice } from '@/lib/format';
import { makeCourse, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

const twelve = Array.from({ length: 12 }, (_, i) => makeCourse({ _id: `c${i}`, title: `Course ${i}` }));

describe('course listing', { timeout: 30_000 }, () => {
  it('reads every filter from the URL and sends it to GET /Courses, prices in minor units', async () => {
    await i18next.changeLanguage('en');
    const { courseQueries } = serveCatalog({ courses: twelve, total: 30 });
    const user = userEvent.setup();
    renderApp('/courses?q=python&category=AI&level=Beginner&minPrice=100&maxPrice=2000.5&sort=newest&page=2');
    expect(await screen.findByText('30 courses available')).toBeInTheDocument();
    expect(Object.fromEntries(defined(courseQueries.at(-1)))).toEqual({
      q: 'python',
      category: 'AI',
      level: 'Beginner',
      minPrice: '10000',
      maxPrice: '200050',
      sort: 'newest',
      limit: '12',
      offset: '12',
    });
    // the controls show what the URL says
    expect(screen.getByRole('searchbox', { name: 'Search courses' })).toHaveValue('python');
    expect(screen.getByLabelText('Sort by')).toHaveValue('newest');
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = screen.getByRole('form', { name: 'Filter courses' });
    expect(within(panel).getByRole('radio', { name: 'AI' })).toBeChecked();
    expect(within(panel).getByRole('radio', { name: 'Beginner' })).toBeChecked();
    expect(within(panel).getByLabelText('From')).toHaveValue(100);
    expect(within(panel).getByLabelText('To')).toHaveValue(2000.5);
    // page 2 of 3: the links carry the same filters
    const paging = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(paging).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(paging).getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/courses?q=python&category=AI&level=Beginner&minPrice=100&maxPrice=2000.5&sort=newest&page=3',
    );
    expect(within(paging).getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/courses?q=python&category=AI&level=Beginner&minPrice=100&maxPrice=2000.5&sort=newest',
    );
  });

  it('puts search, filters and sort into the URL (back to page 1) and ignores values it does not know', async () => {
    await i18next.changeLanguage('en');
    const { courseQueries } = serveCatalog({ courses: twelve, total: 30 });
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/courses?page=3&category=Cooking&sort=cheapest');
    await screen.findByText('30 courses available');
    expect(courseQueries.at(-1)?.get('category')).toBeNull();
    expect(courseQueries.at(-1)?.get('sort')).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Search courses' }), 'تحليل البيانات');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(currentLocation().search).toBe(
        '?q=%D8%AA%D8%AD%D9%84%D9%8A%D9%84+%D8%A7%D9%84%D8%A8%D9%8A%D8%A7%D9%86%D8%A7%D8%AA',
      ),
    );
    await waitFor(() => expect(courseQueries.at(-1)?.get('q')).toBe('تحليل البيانات'));
    expect(courseQueries.at(-1)?.get('offset')).toBe('0');

    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    const panel = screen.getByRole('form', { name: 'Filter courses' });
    await user.click(within(panel).getByRole('radio', { name: 'Design' }));
    await user.click(within(panel).getByRole('radio', { name: 'Advanced' }));
    await user.type(within(panel).getByLabelText('From'), '50');
    await user.type(within(panel).getByLabelText('To'), '500');
    await user.click(within(panel).getByRole('button', { name: 'Apply filter' }));
    await waitFor(() => expect(new URLSearchParams(currentLocation().search).get('category')).toBe('Design'));
    expect(Object.fromEntries(new URLSearchParams(currentLocation().search))).toEqual({
      q: 'تحليل البيانات',
      category: 'Design',
      level: 'Advanced',
      minPrice: '50',
      maxPrice: '500',
    });
    await waitFor(() => expect(courseQueries.at(-1)?.get('minPrice')).toBe('5000'));
    expect(courseQueries.at(-1)?.get('maxPrice')).toBe('50000');

    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price low to high');
    await waitFor(() => expect(new URLSearchParams(currentLocation().search).get('sort')).toBe('price_asc'));
    await waitFor(() => expect(courseQueries.at(-1)?.get('sort')).toBe('price_asc'));

    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentLocation().search).toBe('?sort=price_asc'));
  });

  it('refuses a price range whose lowest price is above the highest', async () => {
    await i18next.changeLanguage('en');
    const { courseQueries } = serveCatalog();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/courses');
    await screen.findByText('1 course available');
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.type(screen.getByLabelText('From'), '900');
    await user.type(screen.getByLabelText('To'), '100');
    const calls = courseQueries.length;
    await user.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(await screen.findByText('The lowest price cannot be above the highest.')).toBeInTheDocument();
    expect(currentLocation().search).toBe('');
    expect(courseQueries.length).toBe(calls);
  });

  it('lists the sort options with the exact English labels', async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    renderApp('/courses');
    const sort = await screen.findByLabelText('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Most Popular', 'Newest', 'Price low to high', 'Price high to low']);
  });

  it('shows the card facts and the price written by Intl in an isolated run', async () => {
    await i18next.changeLanguage('en');
    serveCatalog({
      courses: [makeCourse({ title: 'Python for Data Analysis', price: { amount: 150_000, currency: 'EGP' } })],
    });
    renderApp('/courses');
    const card = defined((await screen.findByRole('link', { name: 'Python for Data Analysis' })).closest('li'));
    expect(card).toHaveTextContent('Sara Khalil');
    expect(card).toHaveTextContent('Beginner');
    expect(card).toHaveTextContent('2.5 hours');
    expect(card).toHaveTextContent('12 lectures');
    expect(card).toHaveTextContent('250 students');
    expect(card).toHaveTextContent('4.5 (20 ratings)');
    const price = defined(card.querySelector('[data-amount]'));
    expect(price).toHaveAttribute('data-currency', 'EGP');
    expect(price.querySelector('bdi')?.textContent).toBe(formatPrice({ amount: 150_000, currency: 'EGP' }, 'en'));
    expect(price.querySelector('bdi')?.textContent).toMatch(/^EGP\s1,500$/);
  });

  it('counts the courses with the Arabic plural forms', async () => {
    const lang = 'ar';
    const expected: [number, string][] = [
      [0, 'لا توجد دورات متاحة'],
      [1, 'دورة واحدة متاحة'],
      [2, 'دورتان متاحتان'],
      [3, `${formatNumber(3, lang)} دورات متاحة`],
      [11, `${formatNumber(11, lang)} دورة متاحة`],
      [100, `${formatNumber(100, lang)} دورة متاحة`],
    ];
    for (const [total, text] of expected) {
      serveCatalog({ courses: total ? [makeCourse()] : [], total });
      const { unmount } = renderApp('/courses');
      expect(await screen.findByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it("names the price filter's currency in the page's language, not by its code", async () => {
    await i18next.changeLanguage('ar');
    serveCatalog({ courses: twelve, total: 12 });
    renderApp('/courses');
    expect(await screen.findByText('السعر (جنيه مصري)')).toBeInTheDocument();
    expect(screen.queryByText(/EGP/)).toBeNull();
  });

  it('has an empty state that offers to clear the filters', async () => {
    await i18next.changeLanguage('en');
    serveCatalog({ courses: [], total: 0 });
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/courses?level=Advanced&sort=newest');
    expect(await screen.findByRole('heading', { name: 'No courses match your search' })).toBeInTheDocument();
    await user.click(defined(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)));
    await waitFor(() => expect(currentLocation().search).toBe('?sort=newest'));
  });

  it("shows the server's message, or 'Failed to fetch courses'", async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    server.use(http.get('*/api/Courses', () => new HttpResponse(null, { status: 500 })));
    const first = renderApp('/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
    first.unmount();

    server.use(
      http.get('*/api/Courses', () =>
        HttpResponse.json({ message: 'The catalog is resting', code: 'SERVICE_UNAVAILABLE' }, { status: 503 }),
      ),
    );
    renderApp('/courses');
    expect(await screen.findByRole('alert')).toHaveTextContent('The catalog is resting');
  });
});
