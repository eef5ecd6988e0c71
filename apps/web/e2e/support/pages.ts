import { request, test, type Locator, type Page } from '@playwright/test';
import { e2eAdmin, e2eLearner } from './accounts';
import { defined } from '@masar/contracts/defined';

export type Visitor = 'guest' | 'learner' | 'admin';

/** Every page of the app, with who can see it. Param pages use real ids from the API. */
export const PAGES: { path: string; as: Visitor }[] = [
  { path: '/', as: 'guest' },
  // the home page with its lower sections rendered at once (they load near the viewport otherwise)
  { path: '/#contact', as: 'guest' },
  { path: '/courses', as: 'guest' },
  // a signed-in learner's additions after hydration: "continue learning" and the enrolled badges
  { path: '/', as: 'learner' },
  { path: '/courses', as: 'learner' },
  { path: '/course-details/:courseId', as: 'guest' },
  // with the registration form, which loads near the viewport otherwise
  { path: '/course-details/:courseId#registration', as: 'guest' },
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
  // the form of a mailed link (the token is checked on sending): its two password fields
  { path: '/auth/password-reset?token=gate-layout-check', as: 'guest' },
  { path: '/auth/confirm', as: 'guest' },
  { path: '/auth/google/callback', as: 'guest' },
  { path: '/add-password', as: 'learner' },
  { path: '/not-found', as: 'guest' },
  { path: '/usercourses', as: 'learner' },
  { path: '/payment', as: 'learner' },
  // the checkout of one course: summary, terms, payment methods
  { path: '/payment?course=:courseId', as: 'learner' },
  { path: '/orders', as: 'learner' },
  // a well-formed code no certificate has: the page's not-found state (a real one needs a completed course)
  { path: '/certificates/AAAAAAAAAAAAAAAAAAAAAAAAAA', as: 'guest' },
  { path: '/payment-success', as: 'learner' },
  { path: '/profile', as: 'learner' },
  { path: '/course-overview/:courseId', as: 'learner' },
  // a quiz lecture in the player: its rules, best score and start button (issue 20)
  { path: '/course-overview/:courseId?lecture=:quizLectureId', as: 'learner' },
  { path: '/career/resume/new', as: 'learner' },
  { path: '/career/review', as: 'learner' },
  { path: '/career/skills', as: 'learner' },
  { path: '/career/interview', as: 'learner' },
  { path: '/career/resumes', as: 'learner' },
  { path: '/career/enhance', as: 'learner' },
  { path: '/dashboard', as: 'admin' },
  { path: '/dashboard/users', as: 'admin' },
  { path: '/dashboard/trainers', as: 'admin' },
  { path: '/dashboard/courses', as: 'admin' },
  { path: '/dashboard/courses/:courseId', as: 'admin' },
  { path: '/dashboard/messages', as: 'admin' },
  { path: '/dashboard/registrations', as: 'admin' },
  { path: '/dashboard/moodle-courses', as: 'admin' },
  { path: '/dashboard/orders', as: 'admin' },
  // the payments owed back, with their Mark refunded action: the seeded one of Mariam's stays on it
  // (refunds.spec.ts marks another learner's), however many orders the journeys before have made
  { path: '/dashboard/orders?status=refund_due', as: 'admin' },
  { path: '/dashboard/certificates', as: 'admin' },
  // the learners' questions waiting for an answer (issue 20)
  { path: '/dashboard/questions', as: 'admin' },
  // the background jobs that failed their last try, with Retry (issue 32); usually its empty state
  { path: '/dashboard/jobs', as: 'admin' },
  // the insight (issue 23): charts, funnel, courses; and one course's own page
  { path: '/dashboard/insight', as: 'admin' },
  { path: '/dashboard/insight/courses/:courseId', as: 'admin' },
];

interface StoredSession {
  accessToken: string;
  refreshToken: string;
  user: unknown;
}

// One real sign-in per role and worker while its access token lasts: the API limits sign-ins per
// account. A session whose token is about to expire is replaced, or a page seeded with it would
// meet 401s and refresh it (which rotates the refresh token every later page would then reuse).
const sessions = new Map<Visitor, Promise<StoredSession>>();
const TOKEN_MARGIN_MS = 3 * 60_000;

/** When a JWT access token expires, in ms since the epoch (its `exp` claim). */
const expiresAt = (token: string) =>
  (JSON.parse(atob(defined(token.split('.')[1]).replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number }).exp * 1000;

async function signIn(visitor: Exclude<Visitor, 'guest'>, baseURL: string): Promise<StoredSession> {
  const credentials = visitor === 'admin' ? e2eAdmin : e2eLearner;
  // a cookie-less client, like any API consumer: no CSRF pair needed
  const api = await request.newContext({ baseURL });
  try {
    const login = await api.post('/api/auth/login', { data: credentials });
    if (!login.ok()) throw new Error(`sign-in as ${visitor} failed: ${login.status()} ${await login.text()}`);
    const { accessToken, refreshToken, user } = await login.json();
    return { accessToken, refreshToken, user };
  } finally {
    await api.dispose();
  }
}

let seedCount = 0;

/**
 * Signs the page in as `visitor` (a real session from the API) and picks the UI language, both
 * taking effect on the page's next navigation (an init script seeds the storage once, so later
 * navigations, a logout or a language switch in the UI are left alone).
 */
export async function actAs(page: Page, visitor: Visitor, language: 'ar' | 'en' = 'ar') {
  let session: StoredSession | null = null;
  if (visitor !== 'guest') {
    const baseURL = new URL(page.url() === 'about:blank' ? defined(test.info().project.use.baseURL) : page.url())
      .origin;
    const cached = await sessions.get(visitor);
    if (!cached || expiresAt(cached.accessToken) - Date.now() < TOKEN_MARGIN_MS)
      sessions.set(visitor, signIn(visitor, baseURL));
    session = await defined(sessions.get(visitor));
  }
  seedCount += 1;
  await page.addInitScript(
    ({ session, language, flag }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.clear();
      localStorage.setItem('lang', language);
      if (!session) return;
      localStorage.setItem('accessToken', session.accessToken);
      localStorage.setItem('refreshToken', session.refreshToken);
      localStorage.setItem('user', JSON.stringify(session.user));
    },
    { session, language, flag: `e2e-seeded-${seedCount}` },
  );
}

let firstCourse: Promise<{ _id: string; trainer: { _id: string } | null }> | null = null;

/** The first quiz lecture of a course, from its public outline (every demo course has one). */
async function firstQuizOf(page: Page, courseId: string): Promise<string> {
  const details = (await (await page.request.get(`/api/Courses/${courseId}`)).json()) as {
    units: Array<{ sections: Array<{ lectures: Array<{ _id: string; kind: string }> }> }>;
  };
  const lectures = details.units.flatMap((u) => u.sections.flatMap((s) => s.lectures));
  return defined(
    lectures.find((l) => l.kind === 'quiz'),
    'a quiz lecture',
  )._id;
}

export async function resolvePath(page: Page, path: string) {
  if (!path.includes(':')) return path;
  firstCourse ??= page.request.get('/api/Courses?limit=1').then(async (r) => (await r.json())[0]);
  const course = await firstCourse;
  if (path.includes(':quizLectureId')) path = path.replace(':quizLectureId', await firstQuizOf(page, course._id));
  return path.replace(':courseId', course._id).replace(':trainerId', course.trainer?._id ?? 'none');
}

/** Waits until the lazily loaded page has replaced the spinner. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.locator('main h1').first().waitFor({ state: 'visible' });
}

/**
 * Waits until React has hydrated the server-rendered element (it then carries React's props):
 * a click on a control before that lands in the server's HTML and hydration sets the control back.
 */
export async function hydrated(element: Locator) {
  await element.evaluate(
    (node) =>
      new Promise<void>((resolve) => {
        const attached = () => Object.keys(node).some((key) => key.startsWith('__reactProps'));
        const poll = () => (attached() ? resolve() : setTimeout(poll, 25));
        poll();
      }),
  );
}
