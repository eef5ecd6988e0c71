import type { CareerFixture } from '#test/support/career-fixture';
import type { CatalogFixture } from '#test/support/catalog-fixture';
import type { LearningGateFixture } from '#test/support/learning-fixture';
import type { Actor, Role } from '#test/support/roles';
import { quizRows } from './quiz-matrix-rows';
import { GATE_VTT, type StudyToolsGateFixture } from '#test/support/study-tools-fixture';
import type { QuizGateFixture } from '#test/support/quiz-fixture';
import { PNG, multipart } from '#test/support/uploads';
import { TEST_ADMIN } from '#test/test-config';

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
  /** builds the request for a caller: concrete url, body, extra headers; defaults to the route path */
  request?: (ctx: MatrixContext, actor: Actor) => { url: string; payload?: unknown; headers?: Record<string, string> };
}

export interface MatrixContext {
  /** a published course id from the seed */
  courseId: string;
  /** a free preview video lecture of a published seeded course (its file stored by the seed) */
  previewLectureId: string;
  /** the accounts of the learner and otherLearner actors */
  learnerId: string;
  otherLearnerId: string;
  /** a draft course with an outline, trainers and a public file (support/catalog-fixture.ts) */
  catalog: CatalogFixture;
  /** resumes, reviews and interview sessions of the learner (support/career-fixture.ts) */
  career: CareerFixture;
  /** an enrolled course with media, an order and a certificate of the learner (support/learning-fixture.ts) */
  learning: LearningGateFixture;
  /** the learner's notes and question and the captions on that course's video (support/study-tools-fixture.ts) */
  studyTools: StudyToolsGateFixture;
  /** a quiz in that course with the learner's attempts (support/quiz-fixture.ts) */
  quiz: QuizGateFixture;
}

/** A multipart upload of a small PNG to `url`. */
const pngUpload = (url: string) => ({ url, ...multipart(PNG, 'photo.png', { type: 'image/png' }) });

const everyone = (status: number): Record<Role, number> => ({
  guest: status,
  learner: status,
  otherLearner: status,
  admin: status,
});
const signedIn = (status: number): Record<Role, number> => ({
  guest: 401,
  learner: status,
  otherLearner: status,
  admin: status,
});
const adminOnly = (status: number): Record<Role, number> => ({
  guest: 401,
  learner: 403,
  otherLearner: 403,
  admin: status,
});

export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  { route: 'GET /api/health', expect: everyone(200) },
  { route: 'GET /api/Courses', expect: everyone(200) },
  // course details and syllabus are public reads (drafts only for admins: see courses-details.test.ts);
  // the seeded course has no syllabus
  { route: 'GET /api/Courses/:id', expect: everyone(200), request: (c) => ({ url: `/api/Courses/${c.courseId}` }) },
  {
    route: 'GET /api/courses/:id/syllabus',
    expect: everyone(404),
    request: (c) => ({ url: `/api/courses/${c.courseId}/syllabus` }),
  },
  // free previews are for anyone; other lectures answer 403 (lecture-preview.test.ts)
  {
    route: 'GET /api/lectures/:id/preview',
    expect: everyone(200),
    request: (c) => ({ url: `/api/lectures/${c.previewLectureId}/preview` }),
  },
  {
    route: 'GET /api/lectures/:id/preview/media',
    expect: everyone(200),
    request: (c) => ({ url: `/api/lectures/${c.previewLectureId}/preview/media` }),
  },
  {
    route: 'GET /api/files/public/:folder/:owner/:name',
    expect: everyone(200),
    request: (c) => ({ url: c.catalog.publicFileUrl }),
  },
  { route: 'GET /api/admin/courses', expect: adminOnly(200) },
  {
    route: 'POST /api/Courses',
    expect: adminOnly(201),
    request: () => ({
      url: '/api/Courses',
      payload: { title: 'Gate course', category: 'AI', level: 'Beginner', language: 'en', price: 0 },
    }),
  },
  {
    route: 'PATCH /api/courses/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/courses/${c.catalog.courseId}`, payload: { level: 'Advanced' } }),
  },
  {
    route: 'DELETE /api/courses/:id',
    expect: adminOnly(204),
    request: (c) => ({ url: `/api/courses/${c.catalog.spare.courseId}` }),
  },
  // the outline editor: admins only; deletes remove the fixture's spare nodes
  {
    route: 'POST /api/courses/:id/units',
    expect: adminOnly(201),
    request: (c) => ({ url: `/api/courses/${c.catalog.courseId}/units`, payload: { title: 'Gate unit' } }),
  },
  {
    route: 'PATCH /api/units/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/units/${c.catalog.unitId}`, payload: { position: 1 } }),
  },
  {
    route: 'POST /api/units/:id/sections',
    expect: adminOnly(201),
    request: (c) => ({ url: `/api/units/${c.catalog.unitId}/sections`, payload: { title: 'Gate section' } }),
  },
  {
    route: 'PATCH /api/sections/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/sections/${c.catalog.sectionId}`, payload: { title: 'Gate' } }),
  },
  {
    route: 'POST /api/sections/:id/lectures',
    expect: adminOnly(201),
    request: (c) => ({
      url: `/api/sections/${c.catalog.sectionId}/lectures`,
      payload: { title: 'Gate lecture', kind: 'text' },
    }),
  },
  {
    route: 'PATCH /api/lectures/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/lectures/${c.catalog.lectureId}`, payload: { isPreview: true } }),
  },
  {
    route: 'DELETE /api/lectures/:id',
    expect: adminOnly(204),
    request: (c) => ({ url: `/api/lectures/${c.catalog.spare.lectureId}` }),
  },
  {
    route: 'DELETE /api/sections/:id',
    expect: adminOnly(204),
    request: (c) => ({ url: `/api/sections/${c.catalog.spare.sectionId}` }),
  },
  {
    route: 'DELETE /api/units/:id',
    expect: adminOnly(204),
    request: (c) => ({ url: `/api/units/${c.catalog.spare.unitId}` }),
  },
  // uploads (multipart, admins only); the type check itself is in uploads.test.ts
  {
    route: 'POST /api/courses/:id/image',
    expect: adminOnly(200),
    request: (c) => pngUpload(`/api/courses/${c.catalog.courseId}/image`),
  },
  {
    route: 'POST /api/courses/:id/syllabus',
    expect: adminOnly(415),
    request: (c) => pngUpload(`/api/courses/${c.catalog.courseId}/syllabus`),
  },
  {
    route: 'POST /api/lectures/:id/video',
    expect: adminOnly(415),
    request: (c) => pngUpload(`/api/lectures/${c.catalog.lectureId}/video`),
  },
  {
    route: 'POST /api/lectures/:id/attachment',
    expect: adminOnly(415),
    request: (c) => pngUpload(`/api/lectures/${c.catalog.lectureId}/attachment`),
  },
  {
    route: 'POST /api/trainers/:id/photo',
    expect: adminOnly(200),
    request: (c) => pngUpload(`/api/trainers/${c.catalog.trainerId}/photo`),
  },
  // trainers: public reads, admin writes
  { route: 'GET /api/trainers', expect: everyone(200) },
  {
    route: 'GET /api/trainers/:id',
    expect: everyone(200),
    request: (c) => ({ url: `/api/trainers/${c.catalog.trainerId}` }),
  },
  {
    route: 'POST /api/trainers',
    expect: adminOnly(201),
    request: () => ({
      url: '/api/trainers',
      payload: { name: 'Gate Trainer', title: 'Trainer', specialty: 'language' },
    }),
  },
  {
    route: 'PATCH /api/trainers/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/trainers/${c.catalog.trainerId}`, payload: { experienceYears: 3 } }),
  },
  {
    route: 'DELETE /api/trainers/:id',
    expect: adminOnly(204),
    request: (c) => ({ url: `/api/trainers/${c.catalog.spareTrainerId}` }),
  },
  // the API's own documentation is public
  { route: 'GET /api/docs', expect: everyone(200) },
  { route: 'GET /api/docs/json', expect: everyone(200) },
  { route: 'GET /api/docs/yaml', expect: everyone(200) },
  // swagger-ui sends its old index path to /api/docs
  { route: 'GET /api/docs/static/index.html', expect: everyone(302) },
  { route: 'GET /api/docs/static/swagger-initializer.js', expect: everyone(200) },
  {
    route: 'GET /api/docs/static/*',
    expect: everyone(200),
    request: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },

  // accounts: the public routes answer alike whoever calls; the rest need a session
  {
    route: 'POST /api/auth/register',
    expect: everyone(201),
    request: (_c, a) => ({
      url: '/api/auth/register',
      payload: {
        firstName: 'Gate',
        lastName: a.role,
        email: `gate-register-${a.role}@test.masar.local`,
        password: 'Gate-Register-Pass-3',
        acceptTerms: true,
      },
    }),
  },
  {
    route: 'POST /api/auth/login',
    expect: everyone(200),
    request: () => ({ url: '/api/auth/login', payload: { email: TEST_ADMIN.email, password: TEST_ADMIN.password } }),
  },
  {
    route: 'POST /api/auth/refresh',
    expect: everyone(401),
    request: () => ({ url: '/api/auth/refresh', payload: { refreshToken: 'not-a-refresh-token' } }),
  },
  { route: 'GET /api/auth/logout', expect: signedIn(200) },
  {
    route: 'POST /api/auth/logout-others',
    expect: signedIn(200),
    request: (_c, a) => ({ url: '/api/auth/logout-others', payload: { refreshToken: a.refreshToken ?? 'none' } }),
  },
  // the gate's accounts all have a password already
  {
    route: 'POST /api/auth/add-password',
    expect: signedIn(409),
    request: () => ({ url: '/api/auth/add-password', payload: { password: 'Gate-Added-Pass-5' } }),
  },
  {
    route: 'POST /api/auth/change-password',
    expect: signedIn(200),
    request: (_c, a) => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: a.password ?? 'x', newPassword: a.password ?? 'Gate-New-Pass-9' },
    }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: everyone(200),
    request: (_c, a) => ({
      url: '/api/auth/forgot-password',
      payload: { email: a.email ?? 'nobody@test.masar.local' },
    }),
  },
  {
    route: 'POST /api/auth/reset-password',
    expect: everyone(400),
    request: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'unknown', password: 'Gate-Reset-Pass-4', confirmPassword: 'Gate-Reset-Pass-4' },
    }),
  },
  {
    route: 'POST /api/auth/confirm-email',
    expect: everyone(400),
    request: () => ({ url: '/api/auth/confirm-email', payload: { token: 'unknown' } }),
  },
  {
    route: 'POST /api/auth/resend-confirmation',
    expect: everyone(200),
    request: (_c, a) => ({
      url: '/api/auth/resend-confirmation',
      payload: { email: a.email ?? 'nobody@test.masar.local' },
    }),
  },
  { route: 'GET /api/users/me', expect: signedIn(200) },
  {
    route: 'PATCH /api/users/me',
    expect: signedIn(200),
    request: () => ({ url: '/api/users/me', payload: { firstName: 'Gate' } }),
  },
  { route: 'GET /api/users', expect: adminOnly(200) },
  // learners may not change anyone, not even themselves; the admin changes the learner
  {
    route: 'PATCH /api/users/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/users/${c.learnerId}`, payload: { role: 'user' } }),
  },

  // public site and forms (the forms' per-IP limit allows the four callers of a row)
  { route: 'GET /api/site', expect: everyone(200) },
  { route: 'GET /api/site/reviews', expect: everyone(200) },
  {
    route: 'POST /api/contact',
    expect: everyone(201),
    request: (_c, a) => ({
      url: '/api/contact',
      payload: {
        name: `Gate ${a.role}`,
        email: `gate-contact-${a.role}@test.masar.local`,
        subject: 'Gate',
        message: 'A gate message.',
      },
    }),
  },
  {
    route: 'POST /api/courses/:id/registrations',
    expect: everyone(201),
    request: (c, a) => ({
      url: `/api/courses/${c.courseId}/registrations`,
      payload: {
        first_name: 'Gate',
        last_name: a.role,
        phone: '+20 100 000 0000',
        email: `gate-registration-${a.role}@test.masar.local`,
        country: 'Egypt',
      },
    }),
  },
  // the admin's dashboard
  { route: 'GET /api/admin/summary', expect: adminOnly(200) },
  // background jobs that failed their last try (issue 32): admins only; no such failed job is a 404
  { route: 'GET /api/admin/jobs/failed', expect: adminOnly(200) },
  {
    route: 'POST /api/admin/jobs/:id/retry',
    expect: adminOnly(404),
    request: () => ({ url: '/api/admin/jobs/00000000-0000-4000-8000-000000000000/retry' }),
  },
  // the dashboard's insight (issue 23): admins only
  { route: 'GET /api/admin/insight/sales', expect: adminOnly(200) },
  { route: 'GET /api/admin/insight/learners', expect: adminOnly(200) },
  { route: 'GET /api/admin/insight/funnel', expect: adminOnly(200) },
  { route: 'GET /api/admin/insight/courses', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/insight/courses/:id',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/admin/insight/courses/${c.courseId}` }),
  },
  {
    route: 'GET /api/admin/insight/export/:table',
    expect: adminOnly(200),
    request: () => ({ url: '/api/admin/insight/export/courses' }),
  },
  {
    route: 'GET /api/admin/insight/courses/:id/export/:table',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/admin/insight/courses/${c.courseId}/export/progress` }),
  },
  { route: 'GET /api/admin/contact-messages', expect: adminOnly(200) },
  // an unknown message: the admin passes the role check and meets the 404 (the 200 is in admin-forms.test.ts)
  {
    route: 'PATCH /api/admin/contact-messages/:id',
    expect: adminOnly(404),
    request: () => ({
      url: '/api/admin/contact-messages/00000000-0000-4000-8000-000000000000',
      payload: { handled: true },
    }),
  },
  { route: 'GET /api/admin/registrations', expect: adminOnly(200) },

  // social sign-in: the browser legs redirect whoever calls (the gate's app has no provider
  // configured, so they send the page ?error=unavailable); the profile's legs need a session
  { route: 'GET /api/auth/providers', expect: everyone(200) },
  { route: 'GET /api/auth/google', expect: everyone(302) },
  {
    route: 'GET /api/auth/google/callback',
    expect: everyone(302),
    request: () => ({ url: '/api/auth/google/callback?code=x&state=y' }),
  },
  { route: 'GET /api/auth/facebook', expect: everyone(302) },
  {
    route: 'GET /api/auth/facebook/callback',
    expect: everyone(302),
    request: () => ({ url: '/api/auth/facebook/callback?error=access_denied' }),
  },
  {
    route: 'POST /api/auth/social/exchange',
    expect: everyone(400),
    request: () => ({ url: '/api/auth/social/exchange', payload: { code: 'not-a-code' } }),
  },
  {
    route: 'POST /api/auth/social/link',
    expect: everyone(400),
    request: () => ({ url: '/api/auth/social/link', payload: { linkToken: 'not-a-token', password: 'x' } }),
  },
  { route: 'GET /api/auth/social/identities', expect: signedIn(200) },
  // nothing linked: 404 for every signed-in caller, and nobody can remove someone else's (there is no user id in the path)
  {
    route: 'DELETE /api/auth/social/identities/:provider',
    expect: signedIn(404),
    request: () => ({ url: '/api/auth/social/identities/google' }),
  },
  { route: 'POST /api/auth/google/connect', expect: signedIn(404) },
  { route: 'POST /api/auth/facebook/connect', expect: signedIn(404) },

  // Moodle: the listing is public (SPEC section 6); the gate's app has no Moodle, hence 503
  { route: 'GET /api/moodle-courses', expect: everyone(503) },
  { route: 'GET /api/moodle/courses', expect: adminOnly(503) },
  { route: 'GET /api/moodle/course-links', expect: adminOnly(200) },
  // unlinking needs no Moodle
  {
    route: 'PATCH /api/courses/:id/moodle',
    expect: adminOnly(200),
    request: (c) => ({ url: `/api/courses/${c.courseId}/moodle`, payload: { moodleCourseId: null } }),
  },
  { route: 'GET /api/moodle/enrolments', expect: adminOnly(200) },
  {
    route: 'POST /api/moodle/enrolments/:id/retry',
    expect: adminOnly(404),
    request: () => ({ url: '/api/moodle/enrolments/00000000-0000-4000-8000-000000000000/retry' }),
  },
  // career tools: everything needs sign-in; records are the owner's (and the admin's) only.
  // The learner (and the guest) call record a, the other learner and the admin record b, so the
  // admin's success and the other learner's 404 are both shown on records that still exist.
  ...careerRows(),
  ...learningRows(),
  ...studyToolsRows(),
  ...quizRows(),
];

/** Buying and learning: content for enrolled learners and admins, records for their owners. */
function learningRows(): MatrixRow[] {
  const enrolled = (status: number): Record<Role, number> => ({
    guest: 401,
    learner: status,
    otherLearner: 403,
    admin: status,
  });
  const owned = (status: number, admin = status): Record<Role, number> => ({
    guest: 401,
    learner: status,
    otherLearner: 404,
    admin,
  });
  const l = (c: MatrixContext) => c.learning;
  return [
    { route: 'GET /api/payments/providers', expect: everyone(200) },
    {
      route: 'POST /api/checkout',
      expect: signedIn(201),
      request: (c) => ({ url: '/api/checkout', payload: { courseId: l(c).buyCourseId, provider: 'test' } }),
    },
    {
      route: 'GET /api/payments/test/orders/:id',
      expect: owned(200, 404),
      request: (c) => ({ url: `/api/payments/test/orders/${l(c).orderId}` }),
    },
    // an unsigned notification is refused whoever sends it
    {
      route: 'POST /api/payments/webhooks/:provider',
      expect: everyone(401),
      request: (c) => ({
        url: '/api/payments/webhooks/test',
        payload: { eventId: 'gate', orderId: l(c).orderId, outcome: 'paid' },
      }),
    },
    { route: 'GET /api/orders', expect: signedIn(200) },
    { route: 'GET /api/orders/:id', expect: owned(200), request: (c) => ({ url: `/api/orders/${l(c).orderId}` }) },
    { route: 'GET /api/admin/orders', expect: adminOnly(200) },
    // the fixture's order is pending, not refund due: the admin is let in and told so
    {
      route: 'POST /api/admin/orders/:id/refunded',
      expect: adminOnly(409),
      request: (c) => ({ url: `/api/admin/orders/${l(c).orderId}/refunded` }),
    },
    { route: 'GET /api/Courses/mine', expect: signedIn(200) },
    { route: 'GET /api/learning/continue', expect: signedIn(200) },
    {
      route: 'GET /api/Courses/content',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/Courses/content?courseId=${l(c).courseId}` }),
    },
    {
      route: 'GET /api/lectures/:id/media-url',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${l(c).videoId}/media-url` }),
    },
    // the signed URL is the permission (it expires): no session needed
    {
      route: 'GET /api/media/:token',
      expect: everyone(200),
      request: (c) => ({ url: `/api/media/${l(c).mediaToken}` }),
    },
    {
      route: 'POST /api/lectures/:id/progress',
      expect: enrolled(200),
      request: (c) => ({
        url: `/api/lectures/${l(c).videoId}/progress`,
        payload: { positionSeconds: 5, watchedRanges: [[0, 5]] },
      }),
    },
    {
      route: 'POST /api/lectures/:id/complete',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${l(c).textId}/complete` }),
    },
    { route: 'GET /api/certificates/mine', expect: signedIn(200) },
    {
      route: 'GET /api/certificates/:code',
      expect: everyone(200),
      request: (c) => ({ url: `/api/certificates/${l(c).certificateCode}` }),
    },
    {
      route: 'GET /api/certificates/:code/pdf',
      expect: everyone(200),
      request: (c) => ({ url: `/api/certificates/${l(c).certificateCode}/pdf` }),
    },
    { route: 'GET /api/admin/certificates', expect: adminOnly(200) },
    // revoked, then restored: the rows above and below see a valid certificate
    {
      route: 'POST /api/admin/certificates/:code/revoke',
      expect: adminOnly(200),
      request: (c) => ({
        url: `/api/admin/certificates/${l(c).certificateCode}/revoke`,
        payload: { reason: 'Gate check' },
      }),
    },
    {
      route: 'POST /api/admin/certificates/:code/restore',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/admin/certificates/${l(c).certificateCode}/restore` }),
    },
    {
      route: 'GET /api/courses/:id/reviews',
      expect: everyone(200),
      request: (c) => ({ url: `/api/courses/${l(c).courseId}/reviews` }),
    },
    // reviews are for enrolled learners: the admin is not enrolled in this course
    {
      route: 'PUT /api/courses/:id/review',
      expect: { guest: 401, learner: 200, otherLearner: 403, admin: 403 },
      request: (c) => ({ url: `/api/courses/${l(c).courseId}/review`, payload: { rating: 5, comment: 'ممتازة' } }),
    },
    {
      route: 'DELETE /api/courses/:id/review',
      expect: owned(204, 404),
      request: (c) => ({ url: `/api/courses/${l(c).courseId}/review` }),
    },
    // last: it cancels the learner's order the rows above read
    {
      route: 'POST /api/payments/test/orders/:id/confirm',
      expect: owned(200, 404),
      request: (c) => ({
        url: `/api/payments/test/orders/${l(c).orderId}/confirm`,
        payload: { cardNumber: '4242424242424242', cancel: true },
      }),
    },
  ];
}

function careerRows(): MatrixRow[] {
  const pick = (ids: [string, string], a: Actor) => (a.role === 'learner' || a.role === 'guest' ? ids[0] : ids[1]);
  const owned = (status: number): Record<Role, number> => ({
    guest: 401,
    learner: status,
    otherLearner: 404,
    admin: status,
  });
  const resume = (c: MatrixContext, a: Actor) => pick(c.career.resumes, a);
  const review = (c: MatrixContext, a: Actor) => pick(c.career.reviews, a);
  const interview = (c: MatrixContext, a: Actor) => pick(c.career.interviews, a);
  return [
    { route: 'GET /api/career/resumes', expect: signedIn(200) },
    {
      route: 'POST /api/career/resumes',
      expect: signedIn(201),
      request: () => ({ url: '/api/career/resumes', payload: { language: 'ar', data: { name: 'بوابة' } } }),
    },
    {
      route: 'GET /api/career/resumes/:id',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/resumes/${resume(c, a)}` }),
    },
    {
      route: 'PATCH /api/career/resumes/:id',
      expect: owned(200),
      request: (c, a) => ({
        url: `/api/career/resumes/${resume(c, a)}`,
        payload: { data: { jobTitle: 'Data Analyst' } },
      }),
    },
    {
      route: 'POST /api/career/resumes/:id/duplicate',
      expect: owned(201),
      request: (c, a) => ({ url: `/api/career/resumes/${resume(c, a)}/duplicate` }),
    },
    {
      route: 'GET /api/career/resumes/:id/pdf',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/resumes/${resume(c, a)}/pdf` }),
    },
    {
      route: 'GET /api/career/resumes/:id/docx',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/resumes/${resume(c, a)}/docx` }),
    },
    // a JSON body is not an upload: 415 once signed in (the real uploads are in modules/career/career-reviews.test.ts)
    {
      route: 'POST /api/career/reviews',
      expect: signedIn(415),
      request: () => ({ url: '/api/career/reviews', payload: { file: 'x' } }),
    },
    { route: 'GET /api/career/reviews', expect: signedIn(200) },
    {
      route: 'GET /api/career/reviews/average',
      expect: signedIn(200),
      request: () => ({ url: '/api/career/reviews/average?industry=data&level=mid' }),
    },
    {
      route: 'GET /api/career/reviews/:id',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/reviews/${review(c, a)}` }),
    },
    {
      route: 'POST /api/career/reviews/:id/match',
      expect: owned(200),
      request: (c, a) => ({
        url: `/api/career/reviews/${review(c, a)}/match`,
        payload: {
          jobDescription: 'Data Analyst. Requirements: SQL, Power BI and Tableau; strong communication skills.',
        },
      }),
    },
    // the review is looked up before the file: a stranger's id is a 404, a JSON body a 415 once it is found
    {
      route: 'POST /api/career/reviews/:id/match/file',
      expect: owned(415),
      request: (c, a) => ({ url: `/api/career/reviews/${review(c, a)}/match/file`, payload: { file: 'x' } }),
    },
    {
      route: 'POST /api/career/enhance',
      expect: owned(200),
      request: (c, a) => ({ url: '/api/career/enhance', payload: { reviewId: review(c, a) } }),
    },
    {
      route: 'POST /api/career/enhance/apply',
      expect: owned(201),
      request: (c, a) => ({
        url: '/api/career/enhance/apply',
        payload: { resumeId: resume(c, a), accepted: [{ target: { section: 'summary' }, text: 'Data analyst.' }] },
      }),
    },
    { route: 'GET /api/career/roles', expect: signedIn(200) },
    {
      route: 'GET /api/career/skills',
      expect: signedIn(200),
      request: () => ({ url: '/api/career/skills?q=%D8%A8%D8%A7%D9%8A' }),
    },
    {
      route: 'POST /api/career/skills/analyze',
      expect: owned(200),
      request: (c, a) => ({
        url: '/api/career/skills/analyze',
        payload: { roleId: 'data-analyst', resumeId: resume(c, a) },
      }),
    },
    {
      route: 'POST /api/career/interviews',
      expect: signedIn(201),
      request: () => ({
        url: '/api/career/interviews',
        payload: { roleId: 'data-analyst', level: 'mid', kind: 'technical', language: 'ar' },
      }),
    },
    { route: 'GET /api/career/interviews', expect: signedIn(200) },
    {
      route: 'GET /api/career/interviews/:id',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/interviews/${interview(c, a)}` }),
    },
    {
      route: 'POST /api/career/interviews/:id/answers',
      expect: owned(200),
      request: (c, a) => ({
        url: `/api/career/interviews/${interview(c, a)}/answers`,
        payload: {
          answer: 'When I was at Fawry our weekly report was late, so I automated it and it now takes 10 minutes.',
        },
      }),
    },
    {
      route: 'POST /api/career/interviews/:id/finish',
      expect: owned(200),
      request: (c, a) => ({ url: `/api/career/interviews/${interview(c, a)}/finish` }),
    },
    // deletions last: they remove the records the rows above use
    {
      route: 'DELETE /api/career/reviews/:id',
      expect: owned(204),
      request: (c, a) => ({ url: `/api/career/reviews/${review(c, a)}` }),
    },
    {
      route: 'DELETE /api/career/interviews/:id',
      expect: owned(204),
      request: (c, a) => ({ url: `/api/career/interviews/${interview(c, a)}` }),
    },
    {
      route: 'DELETE /api/career/resumes/:id',
      expect: owned(204),
      request: (c, a) => ({ url: `/api/career/resumes/${resume(c, a)}` }),
    },
  ];
}

/** Notes (the owner's only), questions and captions (enrolled learners and admins), issue 20. */
function studyToolsRows(): MatrixRow[] {
  const enrolled = (status: number): Record<Role, number> => ({
    guest: 401,
    learner: status,
    otherLearner: 403,
    admin: status,
  });
  // a note is its owner's alone: the admin gets the same 404 as the other learner
  const ownerOnly = (status: number): Record<Role, number> => ({
    guest: 401,
    learner: status,
    otherLearner: 404,
    admin: 404,
  });
  const course = (c: MatrixContext) => c.learning.courseId;
  const video = (c: MatrixContext) => c.learning.videoId;
  const s = (c: MatrixContext) => c.studyTools;
  return [
    {
      route: 'GET /api/courses/:id/notes',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/courses/${course(c)}/notes` }),
    },
    {
      route: 'GET /api/courses/:id/notes/export',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/courses/${course(c)}/notes/export?format=csv` }),
    },
    {
      route: 'POST /api/lectures/:id/notes',
      expect: enrolled(201),
      request: (c) => ({ url: `/api/lectures/${video(c)}/notes`, payload: { body: 'ملاحظة', positionSeconds: 2 } }),
    },
    {
      route: 'PATCH /api/notes/:id',
      expect: ownerOnly(200),
      request: (c) => ({ url: `/api/notes/${s(c).noteId}`, payload: { body: 'معدلة' } }),
    },
    {
      route: 'DELETE /api/notes/:id',
      expect: ownerOnly(204),
      request: (c) => ({ url: `/api/notes/${s(c).spareNoteId}` }),
    },
    {
      route: 'GET /api/lectures/:id/questions',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${video(c)}/questions` }),
    },
    {
      route: 'POST /api/lectures/:id/questions',
      expect: enrolled(201),
      request: (c) => ({ url: `/api/lectures/${video(c)}/questions`, payload: { body: 'لماذا؟' } }),
    },
    {
      route: 'PUT /api/questions/:id/answer',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/questions/${s(c).questionId}/answer`, payload: { answer: 'لأن…' } }),
    },
    {
      route: 'PUT /api/questions/:id/hidden',
      expect: adminOnly(200),
      request: (c) => ({ url: `/api/questions/${s(c).questionId}/hidden`, payload: { hidden: false } }),
    },
    { route: 'GET /api/admin/questions', expect: adminOnly(200) },
    // a free preview's captions are public (captions.test.ts); this video is not a preview
    {
      route: 'GET /api/lectures/:id/captions',
      expect: enrolled(200),
      request: (c) => ({ url: `/api/lectures/${video(c)}/captions` }),
    },
    // the signed URL is the permission, as for lecture media
    {
      route: 'GET /api/captions/:token',
      expect: everyone(200),
      request: (c) => ({ url: `/api/captions/${s(c).captionsToken}` }),
    },
    {
      route: 'POST /api/lectures/:id/captions/:language',
      expect: adminOnly(200),
      request: (c) => ({
        url: `/api/lectures/${video(c)}/captions/ar`,
        ...multipart(Buffer.from(GATE_VTT), 'captions.vtt', { type: 'text/vtt' }),
      }),
    },
    {
      route: 'DELETE /api/lectures/:id/captions/:language',
      expect: adminOnly(204),
      request: (c) => ({ url: `/api/lectures/${video(c)}/captions/en` }),
    },
  ];
}
