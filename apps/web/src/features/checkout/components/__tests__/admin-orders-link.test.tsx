import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';

/** /dashboard/orders?status=refund_due: the payments to give back, a link an admin can keep. */
describe('admin orders filtered from the address', { timeout: 30_000 }, () => {
  it('opens with the filter the address names and keeps the address in step with the filters', async () => {
    signIn(makeUser({ role: 'admin' }));
    await i18next.changeLanguage('en');
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/orders', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: [], total: 0, totals: [] });
      }),
    );
    const user = userEvent.setup();
    const { currentLocation } = renderApp('/dashboard/orders?status=refund_due&provider=fawry');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('refund_due');
    expect(screen.getByRole('combobox', { name: 'Payment method' })).toHaveValue('fawry');
    await screen.findByText('No orders yet.');
    expect(asked).toEqual(['?status=refund_due&provider=fawry&limit=20&offset=0']);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), '');
    // day/month/year whatever the browser's locale (issue 21)
    await user.type(screen.getByLabelText('From'), '01/03/2026');
    expect(new URLSearchParams(currentLocation().search).toString()).toBe('provider=fawry&from=2026-03-01');
    expect(asked.at(-1)).toBe('?provider=fawry&from=2026-03-01&limit=20&offset=0');
  });

  it('ignores a status or a payment method it does not know', async () => {
    signIn(makeUser({ role: 'admin' }));
    await i18next.changeLanguage('en');
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/orders', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: [], total: 0, totals: [] });
      }),
    );
    renderApp('/dashboard/orders?status=stolen&provider=cash&from=yesterday');
    await screen.findByText('No orders yet.', undefined, { timeout: 15_000 });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(asked).toEqual(['?limit=20&offset=0']);
  });
});
