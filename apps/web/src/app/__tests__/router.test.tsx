import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { makeCourse, serveCatalog } from '@/test/catalog';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { defined } from '@masar/contracts/defined';

function signInAs(role: 'user' | 'admin') {
  localStorage.setItem('accessToken', 'token');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('user', JSON.stringify({ _id: 'u1', firstName: 'سارة', lastName: 'علي', role }));
}

async function heading() {
  return screen.findByRole('heading', { level: 1 }, { timeout: 3000 });
}

describe('route guards', () => {
  it('sends a guest from /usercourses to /login, remembering where to come back', async () => {
    const { currentLocation } = renderApp('/usercourses');
    expect(await heading()).toHaveTextContent('تسجيل الدخول');
    expect(currentLocation().pathname).toBe('/login');
    expect(currentLocation().search).toBe('?redirect=%2Fusercourses');
  });

  it('sends a guest from /payment to /login', async () => {
    const { currentLocation } = renderApp('/payment');
    await heading();
    expect(currentLocation().pathname).toBe('/login');
  });

  it('sends a non-admin from /dashboard to /not-found', async () => {
    signInAs('user');
    const { currentLocation } = renderApp('/dashboard');
    expect(await heading()).toHaveTextContent('الصفحة غير موجودة');
    expect(currentLocation().pathname).toBe('/not-found');
  });

  it('sends a guest from /dashboard/users to /not-found', async () => {
    const { currentLocation } = renderApp('/dashboard/users');
    await heading();
    expect(currentLocation().pathname).toBe('/not-found');
  });

  it('lets an admin into the dashboard with its side navigation', async () => {
    signInAs('admin');
    server.use(http.get('*/api/users', () => HttpResponse.json([], { headers: { 'X-Total-Count': '0' } })));
    const { currentLocation } = renderApp('/dashboard/users');
    expect(await heading()).toHaveTextContent('المستخدمون');
    expect(currentLocation().pathname).toBe('/dashboard/users');
    expect(screen.getByRole('navigation', { name: 'تنقل لوحة التحكم' })).toBeInTheDocument();
  });

  it('sends a signed-in user from /login to /', async () => {
    signInAs('user');
    // the home page reads the catalog and the site info
    serveCatalog({ courses: [] });
    const { currentLocation } = renderApp('/login');
    await heading();
    expect(currentLocation().pathname).toBe('/');
  });

  it('sends an admin from /payment-success to /', async () => {
    signInAs('admin');
    // the home page reads the catalog and the site info
    serveCatalog({ courses: [] });
    const { currentLocation } = renderApp('/payment-success');
    await heading();
    expect(currentLocation().pathname).toBe('/');
  });

  it('shows My courses at /payment-success to a signed-in learner', async () => {
    signInAs('user');
    const { currentLocation } = renderApp('/payment-success');
    expect(await heading()).toHaveTextContent('دوراتي');
    expect(currentLocation().pathname).toBe('/payment-success');
  });

  it('shows Page Not Found for an unknown route', async () => {
    renderApp('/no/such/page');
    expect(await heading()).toHaveTextContent('الصفحة غير موجودة');
    expect(screen.getByRole('link', { name: 'العودة إلى الرئيسية' })).toHaveAttribute('href', '/');
  });
});

describe('home page', () => {
  it('shows the hero and the published courses from GET /api/Courses', async () => {
    serveCatalog({
      courses: [
        makeCourse({
          _id: 'c1',
          title: 'بايثون للمبتدئين',
          category: 'Programming',
          level: 'Beginner',
          language: 'ar',
          price: { amount: 0, currency: 'EGP' },
          trainer: { _id: 't1', name: 'Ahmed Ali', title: 'Engineer' },
        }),
      ],
    });
    renderApp('/');
    expect(await heading()).toHaveTextContent('ابدأ مسارك المهني');
    expect(await screen.findByRole('link', { name: 'بايثون للمبتدئين' }, { timeout: 15_000 })).toHaveAttribute(
      'href',
      '/course-details/c1',
    );
    const card = defined(screen.getByRole('link', { name: 'بايثون للمبتدئين' }).closest('li'));
    expect(card).toHaveTextContent('مجانية');
    expect(card).toHaveTextContent('مبتدئ');
    // the first render imports the home page and its lower sections (no IntersectionObserver in jsdom)
  }, 20_000);

  it('shows the translated default when the courses cannot be fetched', async () => {
    server.use(http.get('*/api/Courses', () => new HttpResponse(null, { status: 500 })));
    renderApp('/courses');
    // a toast from an earlier test (react-toastify keeps its queue per module) is an alert too
    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes('تعذّر تحميل الدورات'))).toBe(
        true,
      ),
    );
  });
});

describe('layout', () => {
  it('has one main landmark, a skip link and the signed-in user menu', async () => {
    signInAs('admin');
    renderApp('/policy');
    await heading();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'تخطَّ إلى المحتوى الرئيسي' })).toHaveAttribute('href', '#main');
    await waitFor(() => expect(screen.getAllByText('سارة علي').length).toBeGreaterThan(0));
  });
});
