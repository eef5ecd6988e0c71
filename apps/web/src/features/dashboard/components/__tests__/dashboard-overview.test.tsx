import type { TAdminSummary } from '@masar/contracts';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatNumber } from '@/lib/format';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { makeUser, signIn } from '@/test/users';
import { defined } from '@masar/contracts/defined';

// the first render imports the page's lazy chunk: slow in jsdom on a busy machine
const FIRST_RENDER = { timeout: 15_000 };

const admin = makeUser({ _id: 'admin-1', role: 'admin' });
const summary: TAdminSummary = {
  users: 1520,
  courses: 42,
  publishedCourses: 37,
  trainers: 12,
  enrolments: 3400,
  revenue: { amount: 123456789, currency: 'EGP' },
  newMessages: 4,
  newRegistrations: 9,
  recentActivity: [
    {
      kind: 'enrolment',
      at: new Date(Date.now() - 3 * 3600_000).toISOString(),
      actor: 'Mariam Hassan',
      subject: 'React basics',
    },
    { kind: 'user', at: '2025-01-05T10:00:00.000Z', actor: 'omar@example.com', subject: null },
  ],
  testPaymentGateway: false,
};

describe('dashboard overview', { timeout: 30_000 }, () => {
  it('shows the figures, the revenue through Intl in EGP, and the recent activity', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/admin/summary', () => HttpResponse.json(summary)));
    renderApp('/dashboard');
    const users = defined((await screen.findByText('Users', { selector: 'span' }, FIRST_RENDER)).closest('li'));
    expect(within(users).getByText('1,520')).toBeInTheDocument();
    const courses = defined(screen.getByText('Courses', { selector: 'span' }).closest('li'));
    expect(within(courses).getByText('42')).toBeInTheDocument();
    expect(within(courses).getByText('37 published')).toBeInTheDocument();
    const revenue = screen.getByText('EGP 1,234,567.89');
    expect(revenue.closest('[data-amount]')).toHaveAttribute('data-currency', 'EGP');
    expect(revenue.tagName).toBe('BDI');
    expect(
      within(defined(screen.getByText('New messages').closest('li'))).getByRole('link', { name: 'Read the messages' }),
    ).toHaveAttribute('href', '/dashboard/messages?handled=false');
    const activity = defined(screen.getByRole('heading', { name: 'Recent activity' }).closest('section'));
    expect(within(activity).getByText('3 hours ago')).toBeInTheDocument();
    expect(within(activity).getAllByRole('listitem')[0]).toHaveTextContent('Mariam Hassan enrolled in React basics');
    expect(within(activity).getAllByRole('listitem')[1]).toHaveTextContent('omar@example.com created an account');
    expect(within(activity).getByText('Jan 5, 2025, 10:00 AM')).toBeInTheDocument();
  });

  it('warns while the test payment gateway is on, in English and Arabic, the setting left to right', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/admin/summary', () => HttpResponse.json({ ...summary, testPaymentGateway: true })));
    const { unmount } = renderApp('/dashboard');
    const heading = await screen.findByRole('heading', { name: 'The test payment gateway is on' }, FIRST_RENDER);
    const banner = defined(heading.closest('section'));
    expect(banner).toHaveAccessibleName('The test payment gateway is on');
    expect(banner).toHaveTextContent('learners can enrol in paid courses without paying');
    const setting = within(banner).getByText('PAYMENTS_TEST_GATEWAY=false');
    expect(setting).toHaveAttribute('dir', 'ltr');
    unmount();

    await i18next.changeLanguage('ar');
    renderApp('/dashboard');
    const arabic = await screen.findByRole('heading', { name: 'بوابة الدفع التجريبية مفعّلة' }, FIRST_RENDER);
    expect(arabic.closest('section')).toHaveTextContent('دون أن يدفعوا');
  });

  it('shows no warning while the test payment gateway is off', async () => {
    await i18next.changeLanguage('en');
    signIn(admin);
    server.use(http.get('*/api/admin/summary', () => HttpResponse.json(summary)));
    renderApp('/dashboard');
    await screen.findByText('Users', { selector: 'span' }, FIRST_RENDER);
    expect(screen.queryByText('The test payment gateway is on')).not.toBeInTheDocument();
  });

  it('is in Arabic by default, with the names isolated', async () => {
    signIn(admin);
    server.use(http.get('*/api/admin/summary', () => HttpResponse.json(summary)));
    renderApp('/dashboard');
    const item = await screen.findByText('Mariam Hassan', {}, FIRST_RENDER);
    expect(item.tagName).toBe('BDI');
    expect(item.closest('p')).toHaveTextContent('اشترك Mariam Hassan في React basics');
    expect(screen.getByText(`${formatNumber(37, 'ar')} دورة منشورة`)).toBeInTheDocument();
  });
});
