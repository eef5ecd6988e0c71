import type { Page } from '@playwright/test';

export type Visitor = 'guest' | 'learner' | 'admin';

/** Every page of the app, with who can see it. Param pages use real ids from the API. */
export const PAGES: { path: string; as: Visitor }[] = [
  { path: '/', as: 'guest' },
  { path: '/courses', as: 'guest' },
  { path: '/course-details/:courseId', as: 'guest' },
  { path: '/trainers', as: 'guest' },
  { path: '/trainer-profile/:trainerId', as: 'guest' },
  { path: '/policy', as: 'guest' },
  { path: '/termsofservices', as: 'guest' },
  { path: '/moodle', as: 'guest' },
  { path: '/landing-page', as: 'guest' },
  { path: '/career', as: 'guest' },
  { path: '/login', as: 'guest' },
  { path: '/signup', as: 'guest' },
  { path: '/forgot-password', as: 'guest' },
  { path: '/auth/password-reset', as: 'guest' },
  { path: '/auth/confirm', as: 'guest' },
  { path: '/auth/google/callback', as: 'guest' },
  { path: '/add-password', as: 'learner' },
  { path: '/not-found', as: 'guest' },
  { path: '/usercourses', as: 'learner' },
  { path: '/payment', as: 'learner' },
  { path: '/payment-success', as: 'learner' },
  { path: '/profile', as: 'learner' },
  { path: '/course-overview/:courseId', as: 'learner' },
  { path: '/career/resume/new', as: 'learner' },
  { path: '/career/review', as: 'learner' },
  { path: '/career/skills', as: 'learner' },
  { path: '/career/interview', as: 'learner' },
  { path: '/dashboard', as: 'admin' },
  { path: '/dashboard/users', as: 'admin' },
  { path: '/dashboard/trainers', as: 'admin' },
  { path: '/dashboard/courses', as: 'admin' },
  { path: '/dashboard/moodle-courses', as: 'admin' },
];

/**
 * Stores a session the way the client does. Until real sign-in exists for a role, the
 * client-side guards only read local storage; server calls from such pages fail with 401.
 */
export async function actAs(page: Page, visitor: Visitor, language: 'ar' | 'en' = 'ar') {
  await page.goto('/not-found');
  await page.evaluate(
    ({ visitor, language }) => {
      localStorage.clear();
      localStorage.setItem('lang', language);
      if (visitor === 'guest') return;
      localStorage.setItem('accessToken', 'e2e-token');
      localStorage.setItem('refreshToken', 'e2e-refresh');
      localStorage.setItem('user', JSON.stringify({ _id: 'e2e', firstName: 'Test', lastName: 'User', email: 't@e2e.test', role: visitor === 'admin' ? 'admin' : 'user' }));
    },
    { visitor, language },
  );
}

export async function resolvePath(page: Page, path: string) {
  if (!path.includes(':')) return path;
  const courses = await (await page.request.get('/api/Courses')).json();
  const course = courses[0];
  return path.replace(':courseId', course._id).replace(':trainerId', course.trainer?._id ?? 'none');
}

/** Waits until the lazily loaded page has replaced the spinner. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}
