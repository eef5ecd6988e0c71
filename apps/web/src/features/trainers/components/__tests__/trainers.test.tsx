import { TRAINER_SPECIALTIES } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeTrainer, makeTrainerDetails, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { SPECIALTIES } from '../../hooks/use-trainer-filters';
import { defined } from '@masar/contracts/defined';

function serveTrainers(trainers = [makeTrainer()], total = trainers.length) {
  serveCatalog();
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('*/api/trainers', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(trainers, { headers: { 'X-Total-Count': String(total) } });
    }),
  );
  return queries;
}

describe('trainers page', { timeout: 30_000 }, () => {
  it('repeats the contract specialties', () => {
    expect(SPECIALTIES).toEqual(TRAINER_SPECIALTIES);
  });

  it('reads search and specialty from the URL, sends them, and shows the cards', async () => {
    await i18next.changeLanguage('en');
    const queries = serveTrainers(
      [
        makeTrainer(),
        makeTrainer({
          _id: 't2',
          name: 'Layla Haddad',
          title: 'Product Designer',
          specialty: 'business',
          coursesCount: 2,
        }),
      ],
      14,
    );
    renderApp('/trainers?q=sara&specialty=tech&page=2');
    expect(await screen.findByText('14 trainers')).toBeInTheDocument();
    expect(Object.fromEntries(defined(queries.at(-1)))).toEqual({
      q: 'sara',
      specialty: 'tech',
      limit: '12',
      offset: '12',
    });
    expect(screen.getByRole('searchbox', { name: 'Search trainers' })).toHaveValue('sara');
    expect(screen.getByLabelText('Specialty')).toHaveValue('tech');
    const card = defined(screen.getByRole('link', { name: 'Layla Haddad' }).closest('article'));
    expect(card).toHaveTextContent('Product Designer');
    expect(card).toHaveTextContent('Business');
    expect(card).toHaveTextContent('12 years of experience · 2 courses');
    expect(screen.getByRole('link', { name: 'Layla Haddad' })).toHaveAttribute('href', '/trainer-profile/t2');
    expect(
      within(screen.getByRole('navigation', { name: 'Pages of trainers' })).getByRole('link', { name: 'Previous' }),
    ).toHaveAttribute('href', '/trainers?q=sara&specialty=tech');
  });

  it('puts a new search and specialty in the URL', async () => {
    await i18next.changeLanguage('en');
    const queries = serveTrainers();
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/trainers');
    await screen.findByText('1 trainer');
    await user.selectOptions(screen.getByLabelText('Specialty'), 'Languages');
    await waitFor(() => expect(currentLocation().search).toBe('?specialty=language'));
    await user.type(screen.getByRole('searchbox', { name: 'Search trainers' }), 'Nour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(currentLocation().search).toBe('?q=Nour&specialty=language'));
    await waitFor(() =>
      expect(Object.fromEntries(defined(queries.at(-1)))).toEqual({
        q: 'Nour',
        specialty: 'language',
        limit: '12',
        offset: '0',
      }),
    );
  });

  it("shows the server's message, or 'Failed to fetch trainers'", async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    server.use(http.get('*/api/trainers', () => new HttpResponse(null, { status: 502 })));
    renderApp('/trainers');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch trainers$/);
  });
});

describe('trainer profile', { timeout: 30_000 }, () => {
  it('shows name, title, bio, specialty, experience and the courses', async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    server.use(
      http.get('*/api/trainers/:id', () =>
        HttpResponse.json(makeTrainerDetails({ courses: [makeCourse({ title: 'Pandas in Practice' })] })),
      ),
    );
    renderApp('/trainer-profile/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sara Khalil' })).toBeInTheDocument();
    expect(screen.getByText('Data Engineer')).toBeInTheDocument();
    expect(screen.getByText('Sara builds data platforms.')).toBeInTheDocument();
    expect(screen.getByText('Technology')).toBeInTheDocument();
    expect(screen.getByText('12 years of experience')).toBeInTheDocument();
    const courses = defined(screen.getByRole('heading', { name: 'Courses by Sara Khalil' }).closest('section'));
    expect(within(courses).getByRole('link', { name: 'Pandas in Practice' })).toHaveAttribute(
      'href',
      '/course-details/c1',
    );
  });

  it("says when the trainer does not exist, and shows 'Failed to fetch  Trainer details' with its two spaces", async () => {
    await i18next.changeLanguage('en');
    serveCatalog();
    server.use(
      http.get('*/api/trainers/:id', () =>
        HttpResponse.json({ message: 'Trainer not found', code: 'NOT_FOUND' }, { status: 404 }),
      ),
    );
    const first = renderApp('/trainer-profile/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trainer not found' })).toBeInTheDocument();
    first.unmount();

    server.use(http.get('*/api/trainers/:id', () => new HttpResponse(null, { status: 500 })));
    renderApp('/trainer-profile/t1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to fetch  Trainer details');
  });
});
