import type { TContactMessage, TCourseRegistration } from '@masar/contracts';
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
const COURSE_A = '3b0c1e9a-2f4d-4a8b-9c7e-000000000a01';
const COURSE_B = '3b0c1e9a-2f4d-4a8b-9c7e-000000000b02';

const message: TContactMessage = {
  _id: 'm1',
  name: 'Salma Adel',
  email: 'salma@example.com',
  subject: 'Group discount',
  message: 'Hello,\nWe are a team of ten. Is there a group price?',
  handled: false,
  createdAt: '2026-04-02T09:30:00.000Z',
};

const registration = (overrides: Partial<TCourseRegistration>): TCourseRegistration => ({
  _id: 'r1',
  course: { _id: COURSE_A, title: 'React basics' },
  first_name: 'Karim',
  last_name: 'Said',
  phone: '+20 100 000 0000',
  email: 'karim@example.com',
  country: 'Egypt',
  createdAt: '2026-04-03T09:30:00.000Z',
  ...overrides,
});

describe('contact messages', { timeout: 30_000 }, () => {
  it('reads a message in full, marks it handled in place, and filters by handled in the URL', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const seen: URLSearchParams[] = [];
    const patches: unknown[] = [];
    server.use(
      http.get('*/api/admin/contact-messages', ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json([message], { headers: { 'X-Total-Count': '1' } });
      }),
      http.patch('*/api/admin/contact-messages/:id', async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ ...message, handled: true });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/dashboard/messages');
    const row = defined((await screen.findByText('Group discount', {}, FIRST_RENDER)).closest('tr'));
    expect(within(row).getByText('New')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Read' }));
    const dialog = screen.getByRole('dialog', { name: 'Group discount' });
    expect(within(dialog).getByText(/We are a team of ten/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
      'href',
      'mailto:salma%40example.com?subject=Re%3A%20Group%20discount',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(within(dialog).getByText('Handled')).toBeInTheDocument());
    expect(patches).toEqual([{ handled: true }]);
    expect(within(row).getByRole('button', { name: 'Mark not handled' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.selectOptions(screen.getByLabelText('Status'), 'false');
    await waitFor(() => expect(seen.at(-1)?.get('handled')).toBe('false'));
    expect(currentLocation().search).toBe('?handled=false');
  });

  it('is in Arabic by default', async () => {
    signIn(admin);
    server.use(
      http.get('*/api/admin/contact-messages', () =>
        HttpResponse.json([message], { headers: { 'X-Total-Count': '1' } }),
      ),
    );
    renderApp('/dashboard/messages');
    const row = defined((await screen.findByText('Group discount', {}, FIRST_RENDER)).closest('tr'));
    expect(within(row).getByText('جديدة')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'تحديد كمعالَجة' })).toBeInTheDocument();
  });
});

describe('course registrations', { timeout: 30_000 }, () => {
  it('lists registrations and filters them by course from the select or from a row', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const seen: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/courses', () =>
        HttpResponse.json([
          { _id: COURSE_A, title: 'React basics' },
          { _id: COURSE_B, title: 'Data basics' },
        ]),
      ),
      http.get('*/api/admin/registrations', ({ request }) => {
        const params = new URL(request.url).searchParams;
        seen.push(params);
        const rows = [
          registration({}),
          registration({
            _id: 'r2',
            first_name: 'Nour',
            last_name: 'Ali',
            course: { _id: COURSE_B, title: 'Data basics' },
          }),
        ];
        const filtered = rows.filter((row) => !params.get('courseId') || row.course?._id === params.get('courseId'));
        return HttpResponse.json(filtered, { headers: { 'X-Total-Count': String(filtered.length) } });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/dashboard/registrations');
    const row = defined((await screen.findByText('Karim Said', {}, FIRST_RENDER)).closest('tr'));
    expect(within(row).getByText('+20 100 000 0000')).toBeInTheDocument();
    expect(within(row).getByText('Egypt')).toBeInTheDocument();
    expect(screen.getByText('Nour Ali')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Course'), COURSE_B);
    await waitFor(() => expect(screen.queryByText('Karim Said')).not.toBeInTheDocument());
    expect(seen.at(-1)?.get('courseId')).toBe(COURSE_B);
    expect(currentLocation().search).toBe(`?courseId=${COURSE_B}`);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await user.click(
      within(defined((await screen.findByText('Karim Said')).closest('tr'))).getByRole('button', {
        name: 'React basics',
      }),
    );
    await waitFor(() => expect(seen.at(-1)?.get('courseId')).toBe(COURSE_A));
    expect(screen.getByLabelText('Course')).toHaveValue(COURSE_A);
  });
});
