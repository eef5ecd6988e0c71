import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZClientReviewList, ZSiteInfo } from '@masar/contracts';
import { courses, enrolments, reviews, trainers, users } from '#src/db/schema/index';
import { publicName, SITE_CACHE_MS } from '#src/modules/site/site-info';
import { COUNTER_THRESHOLDS, shownCounters } from '#src/modules/site/shown-counters';
import { buildTestApp } from '#test/helper';
import { NO_AUTH_LIMITS, bearer, register } from '#test/support/accounts';
import { defined } from '@masar/contracts/defined';

describe('GET /api/site', () => {
  let app: FastifyInstance;
  // moves forward only, as real time does (the counters' cache expires by this clock)
  let now = new Date('2025-01-16T15:59:00Z'); // Thursday 17:59 in Cairo
  const get = async (url = '/api/site', headers: Record<string, string> = {}) => {
    const response = await app.inject({ url, headers });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  beforeAll(async () => {
    app = await buildTestApp({
      config: {
        ...NO_AUTH_LIMITS,
        supportPhone: '+20 2 1234 5678',
        supportEmail: 'help@test.masar.local',
        refundWindowDays: 14,
      },
    });
    app.clock.now = () => now;
  });
  afterAll(async () => app?.close());

  it('answers the real counters, support contacts and hours, refund window and currency', async () => {
    const body = ZSiteInfo.parse(await get());
    expect(body.counters).toEqual({
      trainers: await app.db.$count(trainers),
      workshops: await app.db.$count(courses, eq(courses.status, 'published')),
      learners: (await app.db.selectDistinct({ userId: enrolments.userId }).from(enrolments)).length,
      monthlyVisitors: 0,
    });
    // no visitor counted yet: the home page shows who learns here instead of '0 monthly visitors'
    expect(body.counters.learners).toBeGreaterThanOrEqual(COUNTER_THRESHOLDS.learners);
    expect(body.shownCounters).toEqual(['trainers', 'workshops', 'learners']);
    expect(body.counters.workshops).toBeLessThan(await app.db.$count(courses));
    expect(body.support).toEqual({
      phone: '+20 2 1234 5678',
      email: 'help@test.masar.local',
      timeZone: 'Africa/Cairo',
      days: [0, 1, 2, 3, 4],
      opensAt: '09:00',
      closesAt: '18:00',
      openNow: true,
    });
    expect(body.refundWindowDays).toBe(14);
    expect(body.currency).toBe('EGP');
  });

  it('computes openNow at each request with the app clock', async () => {
    expect((await get()).support.openNow).toBe(true);
    now = new Date('2025-01-16T16:00:00Z'); // Thursday 18:00
    expect((await get()).support.openNow).toBe(false);
    now = new Date('2025-01-17T10:00:00Z'); // Friday
    expect((await get()).support.openNow).toBe(false);
    now = new Date('2025-07-13T06:00:00Z'); // Sunday 09:00 summer time
    expect((await get()).support.openNow).toBe(true);
  });

  it('keeps the counters for a minute, then counts again', async () => {
    now = new Date('2025-08-01T10:00:00Z');
    const first = (await get()).counters.trainers;
    await app.db.insert(trainers).values({ name: 'Counter Test', title: 'Trainer', specialty: 'tech' });
    expect((await get()).counters.trainers).toBe(first);
    advance(SITE_CACHE_MS - 1);
    expect((await get()).counters.trainers).toBe(first);
    advance(2);
    expect((await get()).counters.trainers).toBe(first + 1);
  });

  it('is public and the same for a signed-in learner', async () => {
    const { body } = await register(app);
    expect(await get('/api/site', bearer(body.accessToken))).toEqual(await get('/api/site'));
  });
});

describe('the counters the home page shows', () => {
  const counters = { trainers: 8, workshops: 14, learners: 120, monthlyVisitors: 12_500 };

  it('shows monthly visitors once they are a meaningful figure, learners until then', () => {
    expect(shownCounters(counters)).toEqual(['trainers', 'workshops', 'monthlyVisitors']);
    expect(shownCounters({ ...counters, monthlyVisitors: COUNTER_THRESHOLDS.monthlyVisitors })).toEqual([
      'trainers',
      'workshops',
      'monthlyVisitors',
    ]);
    expect(shownCounters({ ...counters, monthlyVisitors: COUNTER_THRESHOLDS.monthlyVisitors - 1 })).toEqual([
      'trainers',
      'workshops',
      'learners',
    ]);
    expect(shownCounters({ ...counters, monthlyVisitors: 0 })).toEqual(['trainers', 'workshops', 'learners']);
  });

  it('never shows a figure below its threshold, so never a 0', () => {
    expect(
      shownCounters({ trainers: 0, workshops: 3, learners: COUNTER_THRESHOLDS.learners - 1, monthlyVisitors: 0 }),
    ).toEqual(['workshops']);
    expect(shownCounters({ trainers: 0, workshops: 0, learners: 0, monthlyVisitors: 0 })).toEqual([]);
  });
});

describe('GET /api/site/reviews', () => {
  let app: FastifyInstance;
  let now = new Date();
  const reviewsNow = async () => {
    now = new Date(now.getTime() + SITE_CACHE_MS + 1);
    const response = await app.inject({ url: '/api/site/reviews' });
    expect(response.statusCode).toBe(200);
    return ZClientReviewList.parse(response.json());
  };

  beforeAll(async () => {
    app = await buildTestApp({ config: NO_AUTH_LIMITS });
    app.clock.now = () => now;
  });
  afterAll(async () => app?.close());

  it('shows real reviews with a comment from published courses, best then newest, by first name and initial', async () => {
    const list = await reviewsNow();
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(9);
    for (const r of list) expect(r.comment.trim()).not.toBe('');
    const order = list.map((r) => [r.rating, r.createdAt] as const);
    const sorted = [...order].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]));
    expect(order).toEqual(sorted);
    const [first] = list;
    const [review] = await app.db
      .select({
        firstName: users.firstName,
        lastName: users.lastName,
        courseId: reviews.courseId,
        status: courses.status,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(eq(reviews.id, defined(first)._id));
    expect(defined(first).learnerName).toBe(`${defined(review).firstName} ${Array.from(defined(review).lastName)[0]}.`);
    expect(defined(first).course._id).toBe(defined(review).courseId);
    expect(defined(review).status).toBe('published');
    expect(JSON.stringify(list)).not.toContain('@');
  });

  it('leaves out empty comments, drafts and disabled accounts', async () => {
    const [course] = await app.db.select().from(courses).where(eq(courses.status, 'published')).limit(1);
    const make = async (firstName: string, comment: string, rating = 5) => {
      const [user] = await app.db
        .insert(users)
        .values({
          email: `${firstName.toLowerCase()}-${Date.now()}@test.masar.local`,
          firstName,
          lastName: 'Zaki',
          termsAcceptedAt: new Date(),
        })
        .returning();
      await app.db.insert(reviews).values({ userId: defined(user).id, courseId: defined(course).id, rating, comment });
      return defined(user);
    };
    await make('Blank', '   ');
    const disabled = await make('Hidden', 'Should not be shown');
    await app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    await make('Shown', 'Excellent, practical course.');
    const names = (await reviewsNow()).map((r) => r.learnerName);
    expect(names[0]).toBe('Shown Z.');
    expect(names).not.toContain('Blank Z.');
    expect(names).not.toContain('Hidden Z.');

    await app.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.id, defined(course).id));
    expect((await reviewsNow()).map((r) => r.course._id)).not.toContain(defined(course).id);
  });

  it('answers an empty array when there are no reviews', async () => {
    await app.db.execute(sql`delete from ${reviews}`);
    expect(await reviewsNow()).toEqual([]);
  });

  it('names people by first name and last initial, whatever the script', () => {
    expect(publicName('Mariam', 'Adel')).toBe('Mariam A.');
    expect(publicName(' مريم ', 'عادل')).toBe('مريم ع.');
    expect(publicName('Solo', '')).toBe('Solo');
  });
});
