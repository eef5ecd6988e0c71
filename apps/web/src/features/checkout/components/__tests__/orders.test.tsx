import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

const order = (overrides: Record<string, unknown> = {}) => ({
  _id: 'o1',
  courseId: 'c1',
  courseTitle: 'Python basics',
  price: { amount: 150000, currency: 'EGP' },
  provider: 'test',
  providerRef: 'T-123',
  status: 'paid',
  createdAt: '2026-03-01T10:00:00.000Z',
  paidAt: '2026-03-01T10:01:00.000Z',
  ...overrides,
});

describe('orders', { timeout: 30_000 }, () => {
  it('lists my orders with their status and a receipt link', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json([order(), order({ _id: 'o2', courseTitle: 'SQL', status: 'failed', paidAt: null })]),
      ),
    );
    renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
    const sql = within(defined((await screen.findByText('SQL')).closest('li')));
    expect(sql.getByText('Failed')).toBeInTheDocument();
    expect(sql.getByRole('link', { name: /^Receipt\s*— SQL$/ })).toHaveAttribute('href', '/orders/o2');
  });

  it('shows a printable receipt', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/orders/o1', () =>
        HttpResponse.json({
          ...order(),
          receiptNumber: 'MSR-2026-0001',
          buyer: { name: 'Sara Ali', email: 'sara@example.com' },
          seller: { name: 'Masar', email: 'billing@masar.example' },
          refundWindowDays: 0,
        }),
      ),
    );
    renderApp('/orders/o1');
    expect(await screen.findByText('MSR-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('EGP 1,500');
    expect(screen.getByText('Test gateway', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('All sales are final: there are no refunds after purchase.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it('lets an admin filter every order and see the paid totals', async () => {
    signIn(makeUser({ role: 'admin' }));
    await i18next.changeLanguage('en');
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/orders', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          items: [{ ...order(), buyer: { _id: 'u1', name: 'Sara Ali', email: 'sara@example.com' } }],
          total: 1,
          totals: [
            { currency: 'EGP', paidAmount: 150000, paidCount: 1, count: 1, refundDueAmount: 0, refundDueCount: 0 },
          ],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' }, { timeout: 15_000 })).toBeInTheDocument();
    const totals = within(await screen.findByRole('list', { name: 'Totals' }));
    expect(totals.getByText('EGP 1,500').closest('[data-amount]')).toHaveAttribute('data-amount', '150000');
    expect(screen.getByRole('cell', { name: /Sara Ali/ })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'paid');
    await screen.findByRole('cell', { name: /Sara Ali/ });
    expect(asked.at(-1)).toBe('?status=paid&limit=20&offset=0');
  });

  it('tells the learner a payment is due back to them', async () => {
    signIn();
    await i18next.changeLanguage('en');
    server.use(
      http.get('*/api/orders', () =>
        HttpResponse.json([order(), order({ _id: 'o2', provider: 'fawry', status: 'refund_due' })]),
      ),
    );
    renderApp('/orders');
    const due = within(defined((await screen.findByText('Paid twice: this payment will be refunded.')).closest('li')));
    expect(due.getByText('Refund due')).toBeInTheDocument();
    expect(screen.getAllByText('Refund due')).toHaveLength(1);
  });

  it('shows an admin the payments to give back, and marks one refunded after asking', async () => {
    signIn(makeUser({ role: 'admin' }));
    await i18next.changeLanguage('en');
    const marked: string[] = [];
    let status = 'refund_due';
    server.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({
          items: [
            { ...order({ _id: 'o7', status }), buyer: { _id: 'u1', name: 'Sara Ali', email: 'sara@example.com' } },
          ],
          total: 1,
          totals: [
            {
              currency: 'EGP',
              paidAmount: 150000,
              paidCount: 1,
              count: 2,
              refundDueAmount: status === 'refund_due' ? 150000 : 0,
              refundDueCount: status === 'refund_due' ? 1 : 0,
            },
          ],
        }),
      ),
      http.post('*/api/admin/orders/o7/refunded', () => {
        marked.push('o7');
        status = 'refunded';
        return HttpResponse.json(order({ _id: 'o7', status: 'refunded' }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/dashboard/orders');
    expect(await screen.findByText('To refund: 1 payment', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Refund due' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Mark refunded/ }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByRole('button', { name: 'Mark refunded' }));
    expect(await screen.findByRole('cell', { name: 'Refunded' })).toBeInTheDocument();
    expect(marked).toEqual(['o7']);
    expect(screen.queryByRole('button', { name: /^Mark refunded/ })).not.toBeInTheDocument();
  });
});
