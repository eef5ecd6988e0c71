import type { Actor, Role } from '../support/roles';
import { TEST_ADMIN } from '../test-config';

/**
 * Quality gate 1: every API route with the status each kind of caller must get.
 * `otherLearner` is a signed-in learner calling for data that belongs to `learner`.
 * A route the app registers without a row here fails the gate, so none can skip it.
 * (Model: OWASP's authorization testing automation.)
 */
export interface MatrixRow {
  /** "METHOD /api/path" exactly as registered (see the inventory) */
  route: string;
  expect: Record<Role, number>;
  /** builds the request for a caller: concrete url, body; defaults to the route path */
  request?: (ctx: MatrixContext, actor: Actor) => { url: string; payload?: unknown };
}

export interface MatrixContext {
  /** a published course id from the seed */
  courseId: string;
  /** the accounts of the learner and otherLearner actors */
  learnerId: string;
  otherLearnerId: string;
}

const everyone = (status: number): Record<Role, number> => ({ guest: status, learner: status, otherLearner: status, admin: status });
const signedIn = (status: number): Record<Role, number> => ({ guest: 401, learner: status, otherLearner: status, admin: status });
const adminOnly = (status: number): Record<Role, number> => ({ guest: 401, learner: 403, otherLearner: 403, admin: status });

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/Courses', expect: everyone(200) },
  // the API's own documentation is public
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/json', expect: everyone(200) },
  { route: 'GET /api/docs/yaml', expect: everyone(200) },
  // swagger-ui sends its old index path to /api/docs
  { route: 'GET /api/docs/static/index.html', expect: everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyone(200) },
  { route: 'GET /api/docs/static/*', expect: everyone(200), request: () => ({ url: '/api/docs/static/swagger-ui.css' }) },

  // accounts: the public routes answer alike whoever calls; the rest need a session
  {
    route: 'POST /api/auth/register',
    expect: everyone(201),
    request: (_c, a) => ({
      url: '/api/auth/register',
      payload: { firstName: 'Gate', lastName: a.role, email: `gate-register-${a.role}@test.masar.local`, password: 'Gate-Register-Pass-3', acceptTerms: true },
    }),
  },
  { route: 'POST /api/auth/login', expect: everyone(200), request: () => ({ url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }) },
  { route: 'POST /api/auth/refresh', expect: everyone(401), request: () => ({ url: '/api/auth/refresh', payload: { refreshToken: 'not-a-refresh-token' } }) },
  { route: 'GET /api/auth/logout', expect: signedIn(200) },
  {
    route: 'POST /api/auth/logout-others',
    expect: signedIn(200),
    request: (_c, a) => ({ url: '/api/auth/logout-others', payload: { refreshToken: a.refreshToken ?? 'none' } }),
  },
  // the gate's accounts all have a password already
  { route: 'POST /api/auth/add-password', expect: signedIn(409), request: () => ({ url: '/api/auth/add-password', payload: { password: 'Gate-Added-Pass-5' } }) },
  {
    route: 'POST /api/auth/change-password',
    expect: signedIn(200),
    request: (_c, a) => ({ url: '/api/auth/change-password', payload: { currentPassword: a.password ?? 'x', newPassword: a.password ?? 'Gate-New-Pass-9' } }),
  },
  { route: 'POST /api/auth/forgot-password', expect: everyone(200), request: (_c, a) => ({ url: '/api/auth/forgot-password', payload: { email: a.email ?? 'nobody@test.masar.local' } }) },
  {
    route: 'POST /api/auth/reset-password',
    expect: everyone(400),
    request: () => ({ url: '/api/auth/reset-password', payload: { token: 'unknown', password: 'Gate-Reset-Pass-4', confirmPassword: 'Gate-Reset-Pass-4' } }),
  },
  { route: 'POST /api/auth/confirm-email', expect: everyone(400), request: () => ({ url: '/api/auth/confirm-email', payload: { token: 'unknown' } }) },
  {
    route: 'POST /api/auth/resend-confirmation',
    expect: everyone(200),
    request: (_c, a) => ({ url: '/api/auth/resend-confirmation', payload: { email: a.email ?? 'nobody@test.masar.local' } }),
  },
  { route: 'GET /api/users/me', expect: signedIn(200) },
  { route: 'PATCH /api/users/me', expect: signedIn(200), request: () => ({ url: '/api/users/me', payload: { firstName: 'Gate' } }) },
  { route: 'GET /api/users', expect: adminOnly(200) },
  // learners may not change anyone, not even themselves; the admin changes the learner
  { route: 'PATCH /api/users/:id', expect: adminOnly(200), request: (c) => ({ url: `/api/users/${c.learnerId}`, payload: { role: 'user' } }) },

  // public site and forms (the forms' per-IP limit allows the four callers of a row)
  { route: 'GET /api/site', expect: everyone(200) },
  { route: 'GET /api/site/reviews', expect: everyone(200) },
  {
    route: 'POST /api/contact',
    expect: everyone(201),
    request: (_c, a) => ({ url: '/api/contact', payload: { name: `Gate ${a.role}`, email: `gate-contact-${a.role}@test.masar.local`, subject: 'Gate', message: 'A gate message.' } }),
  },
  {
    route: 'POST /api/courses/:id/registrations',
    expect: everyone(201),
    request: (c, a) => ({
      url: `/api/courses/${c.courseId}/registrations`,
      payload: { first_name: 'Gate', last_name: a.role, phone: '+20 100 000 0000', email: `gate-registration-${a.role}@test.masar.local`, country: 'Egypt' },
    }),
  },
  // the admin's dashboard
  { route: 'GET /api/admin/summary', expect: adminOnly(200) },
  { route: 'GET /api/admin/contact-messages', expect: adminOnly(200) },
  // an unknown message: the admin passes the role check and meets the 404 (the 200 is in admin-forms.test.ts)
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    expect: adminOnly(404),
    request: () => ({ url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000', payload: { handled: true } }),
  },
  { route: 'GET /api/admin/registrations', expect: adminOnly(200) },
];
