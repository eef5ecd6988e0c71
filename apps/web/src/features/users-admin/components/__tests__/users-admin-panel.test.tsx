import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

const admin = makeUser({
  _id: 'admin-1',
  email: 'admin@masar.local',
  firstName: 'Admin',
  lastName: 'One',
  role: 'admin',
});
const learner = makeUser({
  _id: 'u2',
  email: 'omar@example.com',
  firstName: 'Omar',
  lastName: 'Hassan',
  emailVerified: false,
});

function listHandler(users = [admin, learner], total = users.length, seen: URLSearchParams[] = []) {
  return http.get('*/api/users', ({ request }) => {
    seen.push(new URL(request.url).searchParams);
    return HttpResponse.json(users, { headers: { 'X-Total-Count': String(total) } });
  });
}

describe('users admin', () => {
  it('lists users with their state and pages with X-Total-Count', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const seen: URLSearchParams[] = [];
    server.use(listHandler([admin, learner], 45, seen));
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/dashboard/users');
    const row = defined((await screen.findByText('omar@example.com')).closest('tr'));
    expect(within(row).getByText('Not verified')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Jan 15, 2026')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(seen.at(-1)?.get('limit')).toBe('20');
    expect(seen.at(-1)?.get('offset')).toBe('0');
    // the admin cannot act on their own row
    const ownRow = defined(screen.getByText('admin@masar.local').closest('tr'));
    expect(within(ownRow).getByRole('button', { name: 'Make user' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(seen.at(-1)?.get('offset')).toBe('20'));
    expect(currentLocation().search).toBe('?page=2');
  });

  it('sends the filters, search and sort to GET /users', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const seen: URLSearchParams[] = [];
    server.use(listHandler([learner], 1, seen));
    const user = userEvent.setup();
    renderApp('/dashboard/users');
    await screen.findByText('omar@example.com');
    await user.selectOptions(screen.getByLabelText('Role'), 'user');
    await user.selectOptions(screen.getByLabelText('Email'), 'false');
    await user.selectOptions(screen.getByLabelText('Status'), 'true');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'name');
    await user.type(screen.getByLabelText('Search by name or email'), 'omar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(seen.at(-1)?.get('q')).toBe('omar'));
    const last = defined(seen.at(-1));
    expect(Object.fromEntries(last)).toMatchObject({
      role: 'user',
      verified: 'false',
      disabled: 'true',
      sort: 'name',
      offset: '0',
    });
  });

  it('changes a role after confirmation, with a toast', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    let patch: { id: string; body: unknown } | null = null;
    server.use(
      listHandler(),
      http.patch('*/api/users/:id', async ({ params, request }) => {
        patch = { id: String(params.id), body: await request.json() };
        return HttpResponse.json({ ...learner, role: 'admin' });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/users');
    const row = defined((await screen.findByText('omar@example.com')).closest('tr'));
    await user.click(within(row).getByRole('button', { name: 'Make admin' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Make \u2068Omar Hassan\u2069 an admin?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patch).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Make admin' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Make admin' }));
    await waitFor(() => expect(patch).toEqual({ id: 'u2', body: { role: 'admin' } }));
    expect(await screen.findByText('\u2068Omar Hassan\u2069 is now an admin.')).toBeInTheDocument();
  });

  it('disables an account after confirmation and shows a server error as a toast', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    const bodies: unknown[] = [];
    server.use(
      listHandler(),
      http.patch('*/api/users/:id', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ message: 'You cannot disable the last admin', code: 'CONFLICT' }, { status: 409 });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/users');
    const row = defined((await screen.findByText('omar@example.com')).closest('tr'));
    await user.click(within(row).getByRole('button', { name: 'Disable' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Disable the account of \u2068Omar Hassan\u2069?');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('You cannot disable the last admin')).toBeInTheDocument();
    expect(bodies).toEqual([{ disabled: true }]);
  });

  it("shows 'Failed to fetch users' when the list cannot be read", async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/users', () => new HttpResponse(null, { status: 500 })));
    renderApp('/dashboard/users');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('is in Arabic by default, numbers through Intl', async () => {
    signIn(admin);
    server.use(listHandler([learner], 1));
    renderApp('/dashboard/users');
    const row = defined((await screen.findByText('omar@example.com')).closest('tr'));
    expect(within(row).getByText('غير مؤكَّد')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'ترقية إلى مشرف' })).toBeInTheDocument();
    // numbers through Intl for 'ar' (CLDR writes Latin digits for plain 'ar')
    expect(
      screen.getByText(
        `عرض ${new Intl.NumberFormat('ar').format(1)}–${new Intl.NumberFormat('ar').format(1)} من ${new Intl.NumberFormat('ar').format(1)}`,
      ),
    ).toBeInTheDocument();
  });
});
