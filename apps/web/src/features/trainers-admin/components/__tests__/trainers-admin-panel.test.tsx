import type { TTrainer } from '@masar/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const admin = makeUser({ _id: 'admin-1', role: 'admin' });

function makeTrainer(overrides: Partial<TTrainer> = {}): TTrainer {
  return {
    _id: 't1',
    name: 'Huda Salem',
    title: 'Senior engineer',
    bio: 'Builds web apps.',
    specialty: 'tech',
    photoUrl: null,
    experienceYears: 9,
    coursesCount: 3,
    createdAt: '2026-01-02T10:00:00.000Z',
    updatedAt: '2026-02-03T10:00:00.000Z',
    ...overrides,
  };
}
const huda = makeTrainer();
const omar = makeTrainer({
  _id: 't2',
  name: 'Omar Nabil',
  title: 'Coach',
  specialty: 'business',
  experienceYears: 1,
  coursesCount: 0,
});

async function open(trainers = [huda, omar], seen: URLSearchParams[] = []) {
  await i18next.changeLanguage('en');
  signIn(admin);
  server.use(
    http.get('*/api/trainers', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return HttpResponse.json(trainers, { headers: { 'X-Total-Count': String(trainers.length) } });
    }),
  );
  const utils = renderApp('/dashboard/trainers');
  await screen.findByText('Huda Salem', {}, FIRST_RENDER);
  return utils;
}
const rowOf = (name: string) => defined(screen.getByText(name).closest('tr'));

describe('trainers admin', { timeout: 30_000 }, () => {
  it('lists trainers; search and specialty go to GET /trainers and the URL', async () => {
    const seen: URLSearchParams[] = [];
    const user = userEvent.setup();
    const { currentLocation } = await open([huda, omar], seen);
    expect(within(rowOf('Huda Salem')).getByText('Technology')).toBeInTheDocument();
    expect(within(rowOf('Huda Salem')).getByText('9 years')).toBeInTheDocument();
    expect(within(rowOf('Omar Nabil')).getByText('1 year')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Specialty'), 'business');
    await waitFor(() => expect(seen.at(-1)?.get('specialty')).toBe('business'));
    await user.type(screen.getByLabelText('Search by name or title'), 'omar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('omar'));
    expect(currentLocation().search).toContain('specialty=business');
  });

  it('adds a trainer with a photo and appends the answer to the list', async () => {
    const user = userEvent.setup();
    let posted: unknown = null;
    const photos: string[] = [];
    server.use(
      http.post('*/api/trainers', async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(
          makeTrainer({
            _id: 't3',
            name: 'Lina Fares',
            title: 'Translator',
            specialty: 'language',
            experienceYears: 12,
            coursesCount: 0,
          }),
          { status: 201 },
        );
      }),
      http.post('*/api/trainers/:id/photo', async ({ request, params }) => {
        const file = (await request.formData()).get('file');
        // jsdom's fetch loses the file's name and bytes in the multipart body: its type arrives
        photos.push(`${String(params.id)} ${typeof file === 'object' && file ? file.type : ''}`);
        return HttpResponse.json({ key: 'p', url: '/files/trainers/t3.webp', size: 3, contentType: 'image/webp' });
      }),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'New trainer' }));
    const dialog = screen.getByRole('dialog', { name: 'New trainer' });
    await user.clear(within(dialog).getByLabelText('Years of experience'));
    await user.type(within(dialog).getByLabelText('Years of experience'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));
    expect(await within(dialog).findAllByText('This field is required')).toHaveLength(2);
    expect(within(dialog).getByText('Enter a number of years from 0 to 80')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Name'), 'Lina Fares');
    await user.type(within(dialog).getByLabelText('Title'), 'Translator');
    await user.type(within(dialog).getByLabelText('Bio'), 'Arabic and English.');
    await user.selectOptions(within(dialog).getByLabelText('Specialty'), 'language');
    await user.clear(within(dialog).getByLabelText('Years of experience'));
    await user.type(within(dialog).getByLabelText('Years of experience'), '12');
    await user.upload(
      within(dialog).getByLabelText('Photo'),
      new File([new Uint8Array([1, 2, 3])], 'lina.webp', { type: 'image/webp' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual({
      name: 'Lina Fares',
      title: 'Translator',
      bio: 'Arabic and English.',
      specialty: 'language',
      experienceYears: 12,
    });
    expect(photos).toEqual(['t3 image/webp']);
    const names = [...screen.getByRole('table').querySelectorAll('tbody tr')].map(
      (row) => row.querySelector('bdi')?.textContent,
    );
    expect(names).toEqual(['Huda Salem', 'Omar Nabil', 'Lina Fares']);
    expect(rowOf('Lina Fares').querySelector('img')).toHaveAttribute('src', '/files/trainers/t3.webp');
    expect(screen.getByText('Showing 1–3 of 3')).toBeInTheDocument();
  });

  it("writes the photo's size limit through the formatter: Latin digits and ميجابايت in Arabic (issue 21, item 3)", async () => {
    const user = userEvent.setup();
    await open();
    await i18next.changeLanguage('ar');
    await user.click(await screen.findByRole('button', { name: 'مدرب جديد' }));
    const dialog = screen.getByRole('dialog', { name: 'مدرب جديد' });
    expect(within(dialog).getByText('JPEG أو PNG أو WebP، حتى 5 ميجابايت.')).toBeInTheDocument();
  });

  it('edits a trainer read fresh from GET /trainers/{id} and replaces the row with the answer', async () => {
    const user = userEvent.setup();
    let patched: unknown = null;
    server.use(
      http.get('*/api/trainers/:id', () => HttpResponse.json({ ...huda, bio: 'Fresh bio', courses: [] })),
      http.patch('*/api/trainers/:id', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...huda, title: 'Principal engineer', updatedAt: '2026-06-01T10:00:00.000Z' });
      }),
    );
    await open();
    await user.click(within(rowOf('Huda Salem')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit trainer' });
    expect(await within(dialog).findByDisplayValue('Fresh bio')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Title'));
    await user.type(within(dialog).getByLabelText('Title'), 'Principal engineer');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patched).toEqual({
      name: 'Huda Salem',
      title: 'Principal engineer',
      bio: 'Fresh bio',
      specialty: 'tech',
      experienceYears: 9,
    });
    expect(within(rowOf('Huda Salem')).getByText('Principal engineer')).toBeInTheDocument();
    expect(within(rowOf('Huda Salem')).getByText('Jun 1, 2026')).toBeInTheDocument();
  });

  it('deletes a trainer after confirmation and removes the row', async () => {
    const user = userEvent.setup();
    server.use(http.delete('*/api/trainers/:id', () => new HttpResponse(null, { status: 204 })));
    await open();
    await user.click(within(rowOf('Omar Nabil')).getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete the trainer \u2068Omar Nabil\u2069?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Omar Nabil')).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('shows the SPEC defaults when the server sends no message', async () => {
    const user = userEvent.setup();
    const fail = () => new HttpResponse(null, { status: 500 });
    server.use(
      http.post('*/api/trainers', fail),
      http.get('*/api/trainers/:id', fail),
      http.delete('*/api/trainers/:id', fail),
    );
    await open();
    await user.click(screen.getByRole('button', { name: 'New trainer' }));
    let dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Name'), 'X');
    await user.type(within(dialog).getByLabelText('Title'), 'Y');
    await user.click(within(dialog).getByRole('button', { name: 'Add trainer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to add trainer');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(rowOf('Huda Salem')).getByRole('button', { name: 'Edit' }));
    dialog = screen.getByRole('dialog');
    // two spaces before "Trainer", exactly as SPEC section 8 has it
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to fetch  Trainer detailsRetry');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(within(rowOf('Huda Salem')).getByRole('button', { name: 'Delete' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete trainer')).toBeInTheDocument();
  });

  it("shows 'Failed to update trainer' for a failed save, and the server's message when there is one", async () => {
    const user = userEvent.setup();
    let answer: () => Response = () => new HttpResponse(null, { status: 500 });
    server.use(
      http.get('*/api/trainers/:id', () => HttpResponse.json({ ...huda, courses: [] })),
      http.patch('*/api/trainers/:id', () => answer()),
    );
    await open();
    await user.click(within(rowOf('Huda Salem')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    await within(dialog).findByDisplayValue('Builds web apps.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update trainer');
    answer = () => HttpResponse.json({ message: 'Name is taken', code: 'CONFLICT' }, { status: 409 });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name is taken')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch trainers' when the list cannot be read", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/trainers', () => new HttpResponse(null, { status: 503 })));
    renderApp('/dashboard/trainers');
    expect(await screen.findByRole('alert', {}, FIRST_RENDER)).toHaveTextContent('Failed to fetch trainers');
  });
});
