import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZAdminSummary, type TAdminSummary } from '@masar/contracts';
import {
  contactMessages,
  courseRegistrations,
  courses,
  enrolments,
  orders,
  trainers,
  users,
} from '#src/db/schema/index';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, register } from '#test/support/accounts';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

const DAY_MS = 86_400_000;

describe('GET /api/admin/summary', () => {
  let app: FastifyInstance;
  let adminToken: string;
  const summary = async (): Promise<TAdminSummary> => {
    const response = await app.inject({ url: '/api/admin/summary', headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    return ZAdminSummary.parse(response.json());
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
    adminToken = (await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })).json().accessToken;
  });
  afterAll(async () => app?.close());

  it('is for admins only: 401 for a guest, 403 for a learner', async () => {
    expect((await app.inject({ url: '/api/admin/summary' })).statusCode).toBe(401);
    const { body } = await register(app);
    const learner = await app.inject({ url: '/api/admin/summary', headers: bearer(body.accessToken) });
    expect(learner.statusCode).toBe(403);
    expect(learner.json().code).toBe('FORBIDDEN');
  });

  it('counts users, courses, published courses, trainers and enrolments from the database', async () => {
    const s = await summary();
    expect(s).toMatchObject({
      users: await app.db.$count(users),
      courses: await app.db.$count(courses),
      publishedCourses: await app.db.$count(courses, eq(courses.status, 'published')),
      trainers: await app.db.$count(trainers),
      enrolments: await app.db.$count(enrolments),
    });
    expect(s.publishedCourses).toBeLessThan(s.courses);
    expect(s.enrolments).toBeGreaterThan(0);
  });

  it('sums paid orders in the configured currency only, as revenue', async () => {
    const before = (await summary()).revenue;
    expect(before.currency).toBe('EGP');
    const [learner] = await app.db.select().from(users).where(eq(users.role, 'user')).limit(1);
    const [course] = await app.db.select().from(courses).limit(1);
    const order = (amount: number, status: 'paid' | 'pending' | 'failed', currency = 'EGP') => ({
      userId: defined(learner).id,
      courseId: defined(course).id,
      amount,
      currency,
      provider: 'test',
      providerRef: `ref-${Math.random()}`,
      status,
      paidAt: status === 'paid' ? new Date() : null,
    });
    await app.db
      .insert(orders)
      .values([
        order(150_000, 'paid'),
        order(99_950, 'paid'),
        order(70_000, 'pending'),
        order(5_000, 'failed'),
        order(1_000, 'paid', 'USD'),
      ]);
    expect((await summary()).revenue).toEqual({ amount: before.amount + 249_950, currency: 'EGP' });
  });

  it('counts unhandled messages and the registrations of the last 7 days', async () => {
    const before = await summary();
    await app.db.insert(contactMessages).values([
      { name: 'New', email: 'new@test.masar.local', subject: 'Open', message: 'm' },
      { name: 'Done', email: 'done@test.masar.local', subject: 'Closed', message: 'm', handledAt: new Date() },
    ]);
    const [course] = await app.db.select().from(courses).limit(1);
    const reg = (createdAt: Date) => ({
      courseId: defined(course).id,
      firstName: 'R',
      lastName: 'S',
      phone: '0100000000',
      email: 'r@test.masar.local',
      country: 'Egypt',
      createdAt,
    });
    await app.db
      .insert(courseRegistrations)
      .values([reg(new Date()), reg(new Date(Date.now() - 6 * DAY_MS)), reg(new Date(Date.now() - 8 * DAY_MS))]);
    const after = await summary();
    expect(after.newMessages).toBe(before.newMessages + 1);
    expect(after.newRegistrations).toBe(before.newRegistrations + 2);
    // the 7 days follow the app clock
    app.clock.now = () => new Date(Date.now() + 30 * DAY_MS);
    try {
      expect((await summary()).newRegistrations).toBe(0);
    } finally {
      app.clock.now = () => new Date();
    }
  });

  it('lists the latest 10 events of every kind, newest first', async () => {
    const { body } = await register(app, { firstName: 'Newest', lastName: 'Person' });
    const s = await summary();
    expect(s.recentActivity.length).toBeLessThanOrEqual(10);
    const times = s.recentActivity.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(s.recentActivity[0]).toMatchObject({ kind: 'user', actor: 'Newest Person', subject: null });

    const [course] = await app.db.select().from(courses).where(eq(courses.status, 'published')).limit(1);
    await app.db.insert(enrolments).values({ userId: body.user._id, courseId: defined(course).id });
    await app.db.insert(orders).values({
      userId: body.user._id,
      courseId: defined(course).id,
      amount: 100,
      currency: 'EGP',
      provider: 'test',
      providerRef: 'latest',
      status: 'paid',
      paidAt: new Date(Date.now() + 1000),
    });
    await app.db.insert(contactMessages).values({
      name: 'Writer',
      email: 'w@test.masar.local',
      subject: 'Hello there',
      message: 'm',
      createdAt: new Date(Date.now() + 2000),
    });
    await app.db.insert(courseRegistrations).values({
      courseId: defined(course).id,
      firstName: 'Reg',
      lastName: 'Istrant',
      phone: '0100000000',
      email: 'ri@test.masar.local',
      country: 'Egypt',
      createdAt: new Date(Date.now() + 3000),
    });
    await app.db.execute(
      sql`insert into reviews (user_id, course_id, rating, comment, created_at) values (${body.user._id}, ${defined(course).id}, 5, 'Great', now() + interval '4 seconds')`,
    );
    const latest = (await summary()).recentActivity;
    expect(latest.slice(0, 5).map((e) => [e.kind, e.actor, e.subject])).toEqual([
      ['review', 'Newest Person', defined(course).title],
      ['registration', 'Reg Istrant', defined(course).title],
      ['contact', 'Writer', 'Hello there'],
      ['order', 'Newest Person', defined(course).title],
      ['enrolment', 'Newest Person', defined(course).title],
    ]);
  });
});
