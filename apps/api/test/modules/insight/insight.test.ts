import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ZCourseInsight,
  ZFunnelInsight,
  ZInsightCourses,
  ZLearnersInsight,
  ZSalesInsight,
} from '@masar/contracts/insight';
import {
  certificates,
  courseFunnelDays,
  courseFunnelMonths,
  courses,
  enrolments,
  lectureProgress,
  lectures,
  orders,
  quizAttempts,
  quizzes,
  users,
} from '#src/db/schema/index';
import { buildTestApp, siblingProcess } from '#test/helper';
import { bearer, IN_ENGLISH } from '#test/support/accounts';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const at = (iso: string) => new Date(iso);
/** the week of 2021-03-01 (a Monday); Egypt had no summer time then: Cairo is UTC+2 */
const RANGE = 'range=custom&from=2021-03-01&to=2021-03-07';

/**
 * The dashboard's figures against data computed by hand (issue 23): everything the tests write
 * is in March 2021, before anything the seed holds, so each figure is known exactly.
 */
describe('GET /api/admin/insight/*', () => {
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let a: Awaited<ReturnType<typeof learningCourse>>;
  let b: Awaited<ReturnType<typeof learningCourse>>;
  let quizLectureId: string;
  const ids: Record<string, string> = {};

  const get = async (url: string, headers: Record<string, string> = admin) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = bearer(
      (await app.sessions.create(defined(await app.usersRepository.findByEmail(TEST_ADMIN.email)))).accessToken,
    );
    a = await learningCourse(app, { title: 'تحليل البيانات للمبتدئين', price: 150_000 });
    b = await learningCourse(app, { title: '=Free course', price: 0 });
    // learners: u1, u2 signed up in the range (u1 at 23:30 UTC: the next Cairo day, confirmed); u3–u5 before
    for (const [name, createdAt, verified] of [
      ['u1', '2021-03-01T23:30:00Z', true],
      ['u2', '2021-03-03T08:00:00Z', false],
      ['u3', '2021-01-10T08:00:00Z', true],
      ['u4', '2021-01-11T08:00:00Z', true],
      ['u5', '2021-01-12T08:00:00Z', true],
    ] as const) {
      const user = await learner(app);
      ids[name] = user.id;
      await app.db
        .update(users)
        .set({ createdAt: at(createdAt), emailVerifiedAt: verified ? at(createdAt) : null })
        .where(eq(users.id, user.id));
    }
    const order = (
      user: string,
      course: string,
      amount: number,
      provider: string,
      status: 'paid' | 'pending' | 'refund_due' | 'refunded',
      paidAt: string | null,
      currency = 'EGP',
    ) => ({
      userId: defined(ids[user]),
      courseId: course,
      amount,
      currency,
      provider,
      providerRef: `insight-${Math.random()}`,
      status,
      paidAt: paidAt ? at(paidAt) : null,
      createdAt: at(paidAt ?? '2021-03-05T10:00:00Z'),
    });
    const [o1, o2, o3, , , , , o8] = await app.db
      .insert(orders)
      .values([
        order('u1', a.courseId, 150_000, 'test', 'paid', '2021-03-01T10:00:00Z'),
        // 23:30 UTC on the 1st is 01:30 on the 2nd in Cairo
        order('u2', a.courseId, 150_000, 'paymob', 'paid', '2021-03-01T23:30:00Z'),
        order('u3', a.courseId, 100_000, 'fawry', 'paid', '2021-03-03T12:00:00Z'),
        order('u4', a.courseId, 150_000, 'stripe', 'refund_due', '2021-03-04T12:00:00Z'),
        order('u5', a.courseId, 150_000, 'paymob', 'refunded', '2021-03-04T13:00:00Z'),
        order('u4', a.courseId, 150_000, 'test', 'pending', null),
        order('u5', a.courseId, 1_000, 'stripe', 'paid', '2021-03-04T14:00:00Z', 'USD'),
        order('u4', b.courseId, 0, 'free', 'paid', '2021-03-05T09:00:00Z'),
        // 21:59 UTC on the 28th is 23:59 in Cairo: the previous period
        order('u5', b.courseId, 70_000, 'stripe', 'paid', '2021-02-28T21:59:00Z'),
        // 22:00 UTC on the 7th is midnight in Cairo: after the range
        order('u3', b.courseId, 50_000, 'test', 'paid', '2021-03-07T22:00:00Z'),
      ])
      .returning();
    await app.db.insert(enrolments).values([
      {
        userId: defined(ids.u1),
        courseId: a.courseId,
        orderId: defined(o1).id,
        progressPercent: 100,
        completedAt: at('2021-03-03T00:00:00Z'),
        createdAt: at('2021-03-01T10:00:00Z'),
      },
      {
        userId: defined(ids.u2),
        courseId: a.courseId,
        orderId: defined(o2).id,
        progressPercent: 30,
        createdAt: at('2021-03-01T23:30:00Z'),
      },
      {
        userId: defined(ids.u3),
        courseId: a.courseId,
        orderId: defined(o3).id,
        progressPercent: 60,
        createdAt: at('2021-03-03T12:00:00Z'),
      },
      {
        userId: defined(ids.u4),
        courseId: b.courseId,
        orderId: defined(o8).id,
        progressPercent: 0,
        createdAt: at('2021-03-05T09:00:00Z'),
      },
      // given by an admin, no order: free
      { userId: defined(ids.u5), courseId: b.courseId, progressPercent: 80, createdAt: at('2021-03-06T09:00:00Z') },
    ]);
    await app.db.insert(certificates).values({
      code: 'INSIGHTTESTCODE234567ABCDE',
      userId: defined(ids.u1),
      courseId: a.courseId,
      learnerName: 'u1',
      courseTitle: 'A',
      language: 'ar',
    });
    await app.db.update(courses).set({ ratingAvg: 4.5, ratingsCount: 2 }).where(eq(courses.id, a.courseId));
    await app.db.insert(lectureProgress).values([
      { userId: defined(ids.u1), lectureId: a.videoId, updatedAt: at('2021-03-01T23:30:00Z') },
      { userId: defined(ids.u2), lectureId: a.videoId, updatedAt: at('2021-03-02T10:00:00Z') },
      { userId: defined(ids.u2), lectureId: a.textId, updatedAt: at('2021-03-03T10:00:00Z') },
      { userId: defined(ids.u3), lectureId: a.videoId, updatedAt: at('2021-03-03T12:00:00Z') },
    ]);
    // A's final exam: u1 failed then passed, u2 failed; an unsubmitted attempt of u3 does not count
    const [video] = await app.db.select().from(lectures).where(eq(lectures.id, a.videoId));
    const [quiz] = await app.db
      .insert(lectures)
      .values({ sectionId: defined(video).sectionId, title: 'Exam', position: 4, kind: 'quiz' })
      .returning();
    quizLectureId = defined(quiz).id;
    await app.db.insert(quizzes).values({ lectureId: quizLectureId, courseId: a.courseId, isFinalExam: true });
    const attempt = (user: string, number: number, passed: boolean | null) => ({
      lectureId: quizLectureId,
      userId: defined(ids[user]),
      number,
      layout: [],
      passed,
      scorePercent: passed === null ? null : passed ? 90 : 40,
      submittedAt: passed === null ? null : at('2021-03-04T10:00:00Z'),
    });
    await app.db
      .insert(quizAttempts)
      .values([attempt('u1', 1, false), attempt('u1', 2, true), attempt('u2', 1, false), attempt('u3', 1, null)]);
    await app.db.insert(courseFunnelDays).values([
      { courseId: a.courseId, day: '2021-03-01', views: 10, checkouts: 4 },
      { courseId: a.courseId, day: '2021-03-07', views: 5, checkouts: 1 },
      { courseId: a.courseId, day: '2021-02-28', views: 7, checkouts: 0 },
      { courseId: a.courseId, day: '2021-03-08', views: 100, checkouts: 100 },
    ]);
    // the months the app keeps beside the days (a range of whole months reads them)
    await app.db.insert(courseFunnelMonths).values([
      { courseId: a.courseId, month: '2021-03-01', views: 115, checkouts: 105 },
      { courseId: a.courseId, month: '2021-02-01', views: 7, checkouts: 0 },
    ]);
  });
  afterAll(async () => app?.close());

  it('sums revenue by provider per Cairo day, refunds apart, enrolments paid and free, and the previous week', async () => {
    const s = ZSalesInsight.parse(await get(`/api/admin/insight/sales?${RANGE}`));
    expect(s).toMatchObject({
      period: { from: '2021-03-01', to: '2021-03-07', days: 7 },
      previous: { from: '2021-02-22', to: '2021-02-28', days: 7 },
      bucket: 'day',
      timeZone: 'Africa/Cairo',
      currency: 'EGP',
    });
    expect(s.series.map((p) => p.bucket)).toEqual([
      '2021-03-01',
      '2021-03-02',
      '2021-03-03',
      '2021-03-04',
      '2021-03-05',
      '2021-03-06',
      '2021-03-07',
    ]);
    const byDay = Object.fromEntries(s.series.map((p) => [p.bucket, p]));
    expect(byDay['2021-03-01']).toMatchObject({ revenue: 150_000, byProvider: { test: 150_000, paymob: 0 } });
    expect(byDay['2021-03-02']).toMatchObject({ revenue: 150_000, byProvider: { paymob: 150_000 }, paidEnrolments: 1 });
    expect(byDay['2021-03-04']).toMatchObject({ revenue: 0, refundDue: 150_000, refunded: 150_000 });
    expect(byDay['2021-03-05']).toMatchObject({ revenue: 0, paidEnrolments: 0, freeEnrolments: 1 });
    expect(byDay['2021-03-07']).toMatchObject({ revenue: 0 });
    expect(s.totals).toEqual({
      revenue: 400_000,
      byProvider: { test: 150_000, paymob: 150_000, fawry: 100_000, stripe: 0 },
      refundDue: 150_000,
      refunded: 150_000,
      paidEnrolments: 3,
      freeEnrolments: 2,
    });
    expect(s.previousTotals).toMatchObject({ revenue: 70_000, byProvider: { stripe: 70_000 }, paidEnrolments: 0 });
  });

  it('buckets by ISO week and by month, the first bucket starting with the range', async () => {
    const weeks = ZSalesInsight.parse(
      await get('/api/admin/insight/sales?range=custom&from=2021-03-01&to=2021-03-14&bucket=week'),
    );
    expect(weeks.series.map((p) => [p.bucket, p.revenue])).toEqual([
      ['2021-03-01', 400_000],
      ['2021-03-08', 50_000],
    ]);
    const months = ZSalesInsight.parse(
      await get('/api/admin/insight/sales?range=custom&from=2021-02-15&to=2021-03-10&bucket=month'),
    );
    expect(months.series.map((p) => [p.bucket, p.revenue])).toEqual([
      ['2021-02-15', 70_000],
      ['2021-03-01', 450_000],
    ]);
    // by default: days up to a month, weeks up to 120 days, months beyond
    expect((await get('/api/admin/insight/sales?range=90d')).bucket).toBe('week');
    expect((await get('/api/admin/insight/sales?range=12m')).bucket).toBe('month');
  });

  it('answers an empty range with zero buckets', async () => {
    const s = ZSalesInsight.parse(await get('/api/admin/insight/sales?range=custom&from=2020-01-01&to=2020-01-03'));
    expect(s.series).toHaveLength(3);
    expect(s.totals.revenue + s.totals.paidEnrolments + s.totals.freeEnrolments + s.totals.refundDue).toBe(0);
    const l = ZLearnersInsight.parse(
      await get('/api/admin/insight/learners?range=custom&from=2020-01-01&to=2020-01-03'),
    );
    expect(l.totals).toEqual({ signUps: 0, confirmed: 0, activeLearners: 0 });
    const f = ZFunnelInsight.parse(await get('/api/admin/insight/funnel?range=custom&from=2020-01-01&to=2020-01-03'));
    expect(f.overall).toEqual({ views: 0, checkouts: 0, paid: 0 });
    expect(f.courses).toEqual([]);
  });

  it('counts sign-ups by Cairo day, their confirmations and the distinct active learners', async () => {
    const l = ZLearnersInsight.parse(await get(`/api/admin/insight/learners?${RANGE}`));
    const byDay = Object.fromEntries(l.series.map((p) => [p.bucket, p]));
    expect(byDay['2021-03-01']).toEqual({ bucket: '2021-03-01', signUps: 0, confirmed: 0, activeLearners: 0 });
    expect(byDay['2021-03-02']).toEqual({ bucket: '2021-03-02', signUps: 1, confirmed: 1, activeLearners: 2 });
    expect(byDay['2021-03-03']).toEqual({ bucket: '2021-03-03', signUps: 1, confirmed: 0, activeLearners: 2 });
    expect(l.totals).toEqual({ signUps: 2, confirmed: 1, activeLearners: 3 });
    expect(l.previousTotals).toEqual({ signUps: 0, confirmed: 0, activeLearners: 0 });
  });

  it('gives the funnel overall and per course: views and checkouts from the rollup, paid from the orders', async () => {
    const f = ZFunnelInsight.parse(await get(`/api/admin/insight/funnel?${RANGE}`));
    // paid counts payments in any currency (the USD one too); revenue only the configured currency's
    expect(f.overall).toEqual({ views: 15, checkouts: 5, paid: 5 });
    expect(f.previousOverall).toEqual({ views: 7, checkouts: 0, paid: 1 });
    // whole months come from the monthly rollup, the days around them from the daily one
    const months = ZFunnelInsight.parse(
      await get('/api/admin/insight/funnel?range=custom&from=2021-02-01&to=2021-03-31'),
    );
    expect(months.overall).toMatchObject({ views: 122, checkouts: 105 });
    const around = ZFunnelInsight.parse(
      await get('/api/admin/insight/funnel?range=custom&from=2021-02-28&to=2021-04-02'),
    );
    expect(around.overall).toMatchObject({ views: 122, checkouts: 105 });
    const edges = ZFunnelInsight.parse(
      await get('/api/admin/insight/funnel?range=custom&from=2021-02-28&to=2021-03-07'),
    );
    expect(edges.overall).toMatchObject({ views: 22, checkouts: 5 });
    expect(f.courses).toEqual([
      { courseId: a.courseId, title: 'تحليل البيانات للمبتدئين', views: 15, checkouts: 5, paid: 4 },
      { courseId: b.courseId, title: '=Free course', views: 0, checkouts: 0, paid: 1 },
    ]);
  });

  it('lists every course with its figures, sorted as asked and paged', async () => {
    const top = ZInsightCourses.parse(
      await get(`/api/admin/insight/courses?${RANGE}&sort=revenue&dir=desc&pageSize=5`),
    );
    expect(top.total).toBe(await app.db.$count(courses));
    expect(top.items).toHaveLength(5);
    expect(top.items[0]).toEqual({
      courseId: a.courseId,
      title: 'تحليل البيانات للمبتدئين',
      published: true,
      enrolments: 3,
      revenue: 400_000,
      learners: 3,
      averageProgress: 63.3,
      completionRate: 33.3,
      certificates: 1,
      rating: 4.5,
      ratingsCount: 2,
      examPassRate: 50,
    });
    const byLearnersAsc = ZInsightCourses.parse(
      await get(`/api/admin/insight/courses?${RANGE}&sort=averageProgress&dir=desc&pageSize=100`),
    );
    const free = defined(byLearnersAsc.items.find((c) => c.courseId === b.courseId));
    expect(free).toMatchObject({
      enrolments: 2,
      revenue: 0,
      learners: 2,
      averageProgress: 40,
      completionRate: 0,
      certificates: 0,
      rating: null,
      examPassRate: null,
    });
    const progress = byLearnersAsc.items.map((c) => c.averageProgress).filter((v) => v !== null);
    expect(progress).toEqual([...progress].sort((x, y) => y - x));
    const page2 = ZInsightCourses.parse(
      await get(`/api/admin/insight/courses?${RANGE}&sort=title&dir=asc&page=2&pageSize=2`),
    );
    expect(page2.page).toBe(2);
    expect(page2.items).toHaveLength(2);
  });

  it("gives a course's progress distribution and the lectures where learners stopped", async () => {
    const c = ZCourseInsight.parse(await get(`/api/admin/insight/courses/${a.courseId}?${RANGE}`));
    expect(c.course).toMatchObject({ courseId: a.courseId, revenue: 400_000, learners: 3 });
    expect(c.funnel).toEqual({ views: 15, checkouts: 5, paid: 4 });
    expect(c.progress).toEqual([
      { band: '0-24', learners: 0 },
      { band: '25-49', learners: 1 },
      { band: '50-74', learners: 1 },
      { band: '75-99', learners: 0 },
      { band: '100', learners: 1 },
    ]);
    // u1 completed (left out); u2 last watched the text (2nd), u3 the video (1st)
    expect(c.stops).toEqual([
      { lectureId: a.videoId, title: 'Video', position: 1, learners: 1 },
      { lectureId: a.textId, title: 'Text', position: 2, learners: 1 },
    ]);
    const missing = await app.inject({
      url: `/api/admin/insight/courses/00000000-0000-4000-8000-000000000000`,
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a bad range with a translated 400', async () => {
    for (const query of [
      'range=custom',
      'range=custom&from=2021-03-07&to=2021-03-01',
      'range=custom&from=2019-01-01&to=2021-03-01',
      'range=custom&from=2021-02-30&to=2021-03-01',
      'range=year',
      'range=7d&bucket=hour',
    ]) {
      const response = await app.inject({
        url: `/api/admin/insight/sales?${query}`,
        headers: { ...admin, ...IN_ENGLISH },
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const arabic = await app.inject({ url: '/api/admin/insight/sales?range=custom', headers: admin });
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
  });

  it('exports every table as CSV: BOM, translated header, Arabic intact, no formulas', async () => {
    const sales = await app.inject({ url: `/api/admin/insight/export/sales?${RANGE}`, headers: admin });
    expect(sales.statusCode).toBe(200);
    expect(sales.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(sales.headers['content-disposition']).toBe('attachment; filename="masar-sales-2021-03-01-2021-03-07.csv"');
    expect(sales.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = sales.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'بداية الفترة,الإيرادات (ج.م),مدفوعات تجريبية (ج.م),باي موب (ج.م),فوري (ج.م),سترايب (ج.م),مستحق الاسترداد (ج.م),مُسترَد (ج.م),اشتراكات مدفوعة,اشتراكات مجانية',
    );
    expect(lines[1]).toBe('2021-03-01,1500.00,1500.00,0.00,0.00,0.00,0.00,0.00,1,0');
    expect(lines).toHaveLength(9); // header, 7 days, the empty string after the last CRLF

    const english = await app.inject({
      url: `/api/admin/insight/export/courses?${RANGE}&sort=revenue&dir=desc`,
      headers: { ...admin, ...IN_ENGLISH },
    });
    const rows = english.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(rows[0]).toMatch(/^Course,Enrolments in the range,Revenue \(EGP\)/);
    expect(rows[1]).toBe('تحليل البيانات للمبتدئين,3,4000.00,3,63.3,33.3,1,4.5,2,50');
    expect(rows).toContain("'=Free course,2,0.00,2,40,0,0,,0,");
    expect(rows.length).toBe((await app.db.$count(courses)) + 2);

    const funnel = await app.inject({ url: `/api/admin/insight/export/funnel?${RANGE}`, headers: admin });
    expect(funnel.body.split('\r\n').slice(1, 3)).toEqual(['كل الدورات,15,5,5', 'تحليل البيانات للمبتدئين,15,5,4']);
    const learners = await app.inject({ url: `/api/admin/insight/export/learners?${RANGE}`, headers: admin });
    expect(learners.body.split('\r\n')[2]).toBe('2021-03-02,1,1,2');

    const progress = await app.inject({
      url: `/api/admin/insight/courses/${a.courseId}/export/progress?${RANGE}`,
      headers: admin,
    });
    expect(progress.body.split('\r\n').slice(1, 6)).toEqual(['0-24%,0', '25-49%,1', '50-74%,1', '75-99%,0', '100%,1']);
    const stops = await app.inject({
      url: `/api/admin/insight/courses/${a.courseId}/export/stops?${RANGE}`,
      headers: admin,
    });
    expect(stops.body.split('\r\n').slice(1, 3)).toEqual(['1,Video,1', '2,Text,1']);
    const unknown = await app.inject({ url: `/api/admin/insight/export/orders?${RANGE}`, headers: admin });
    expect(unknown.statusCode).toBe(400);
  });

  it('records course page views once per visitor and day, without bots or admins, and checkouts where they start', async () => {
    const course = await learningCourse(app, { title: 'Funnel today', price: 90_000 });
    const before = ZFunnelInsight.parse(await get('/api/admin/insight/funnel?range=7d'));
    const visit = (ip: string, ua: string, headers: Record<string, string> = {}) =>
      app.inject({
        url: `/api/Courses/${course.courseId}`,
        remoteAddress: ip,
        headers: { 'user-agent': ua, ...headers },
      });
    await visit('203.0.113.1', FIREFOX);
    await visit('203.0.113.1', FIREFOX); // the same visitor again today
    await visit('203.0.113.2', FIREFOX);
    await visit('203.0.113.3', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    await visit('203.0.113.4', FIREFOX, admin);
    // the course page itself (from the page cache or not): the same visitor is not counted twice
    app.courseViews.recordPage('203.0.113.2', { 'user-agent': FIREFOX }, `/course-details/${course.courseId}`);
    app.courseViews.recordPage('203.0.113.5', { 'user-agent': FIREFOX }, `/course-details/${course.courseId}?x=1`);
    app.courseViews.recordPage(
      '203.0.113.6',
      { 'user-agent': FIREFOX, 'sec-purpose': 'prefetch' },
      `/course-details/${course.courseId}`,
    );
    app.courseViews.recordPage('203.0.113.7', { 'user-agent': FIREFOX }, '/courses');

    const buyer = await learner(app);
    const checkout = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: { courseId: course.courseId, provider: 'test' },
    });
    expect(checkout.statusCode).toBe(201);
    // asking again answers the open order: not a new start
    await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: buyer.headers,
      payload: { courseId: course.courseId, provider: 'test' },
    });
    const freeBuyer = await learner(app);
    const free = await app.inject({
      method: 'POST',
      url: '/api/checkout',
      headers: freeBuyer.headers,
      payload: { courseId: b.courseId },
    });
    expect(free.statusCode).toBe(201);

    const after = ZFunnelInsight.parse(await get('/api/admin/insight/funnel?range=7d'));
    expect(after.courses.find((c) => c.courseId === course.courseId)).toEqual({
      courseId: course.courseId,
      title: 'Funnel today',
      views: 3,
      checkouts: 1,
      paid: 0,
    });
    expect(after.overall.views - before.overall.views).toBe(3);
    expect(after.overall.checkouts - before.overall.checkouts).toBe(2);
    expect(after.overall.paid - before.overall.paid).toBe(1);
    // nothing about the visitor is stored: only the course, the day and the counts
    const [row] = await app.db.select().from(courseFunnelDays).where(eq(courseFunnelDays.courseId, course.courseId));
    expect(Object.keys(defined(row)).sort()).toEqual(['checkouts', 'courseId', 'day', 'views']);
    // and the month's counts are its days' sums
    const [month] = await app.db
      .select()
      .from(courseFunnelMonths)
      .where(eq(courseFunnelMonths.courseId, course.courseId));
    expect(month).toMatchObject({ views: 3, checkouts: 1 });
  });

  it('is for admins only', async () => {
    const someone = await learner(app);
    for (const url of [
      `/api/admin/insight/sales`,
      `/api/admin/insight/learners`,
      `/api/admin/insight/funnel`,
      `/api/admin/insight/courses`,
      `/api/admin/insight/courses/${a.courseId}`,
      `/api/admin/insight/export/sales`,
      `/api/admin/insight/courses/${a.courseId}/export/stops`,
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(401);
      expect((await app.inject({ url, headers: someone.headers })).statusCode, url).toBe(403);
    }
  });

  it('counts a visitor once a day although a balancer spreads the visits over processes (issue 32: 4 visits, 2 views)', async () => {
    const course = await learningCourse(app, { title: 'Seen through two processes', price: 50_000 });
    const other = await siblingProcess(app);
    try {
      const page = `/course-details/${course.courseId}`;
      for (const process of [app, other, app, other])
        process.courseViews.recordPage('203.0.113.40', { 'user-agent': FIREFOX }, page);
      other.courseViews.recordPage('203.0.113.41', { 'user-agent': FIREFOX }, page);
      await Promise.all([app.courseViews.flush(), other.courseViews.flush()]);
    } finally {
      await other.close();
    }
    const funnel = ZFunnelInsight.parse(await get('/api/admin/insight/funnel?range=7d'));
    expect(funnel.courses.find((c) => c.courseId === course.courseId)?.views).toBe(2);
  });
});
