import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/app';
import { courses, enrolments, moodleEnrolments } from '#src/db/schema/index';
import { moodleUsername, RETRY_DELAYS_MS } from '#src/modules/moodle/enrolment-sync';
import { openTestDatabase } from '#test/helper';
import { IN_ENGLISH, bearer, uniqueEmail } from '#test/support/accounts';
import { SITE_MAINTENANCE, startMoodleStub, type MoodleStub } from '#test/support/moodle-stub';
import { testConfig, TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

/**
 * Linking courses to Moodle and the enrolment sync, against the Moodle stand-in. Nothing runs by
 * itself here (syncInBackground: false): each test runs the sync loop when it means to, on a clock
 * it moves by hand, so a busy machine cannot change what a test sees.
 */
describe('Moodle course links and enrolment sync', () => {
  let stub: MoodleStub;
  let app: FastifyInstance;
  let admin: Record<string, string>;
  let courseIds: string[];
  let clockAt = Date.now();
  const moveClock = (ms: number) => {
    clockAt += ms;
  };
  const sync = () => app.moodle.sync.processDue();
  const enrolmentsList = async (query: string, lang = 'en') =>
    (
      await app.inject({ url: `/api/moodle/enrolments${query}`, headers: { ...admin, 'accept-language': lang } })
    ).json();

  const link = (courseId: string, moodleCourseId: number | null, headers = admin) =>
    app.inject({ method: 'PATCH', url: `/api/courses/${courseId}/moodle`, headers, payload: { moodleCourseId } });
  const rows = (courseId: string) =>
    app.db.select().from(moodleEnrolments).where(eq(moodleEnrolments.courseId, courseId));
  const enrolCalls = () => stub.calls.filter((c) => c.wsfunction === 'enrol_manual_enrol_users');

  async function newLearnerIn(courseId: string, email = uniqueEmail('moodle')) {
    const user = defined(
      await app.usersRepository.create({
        email,
        passwordHash: null,
        firstName: 'Layla',
        lastName: 'Fathy',
        preferredLanguage: 'ar',
      }),
    );
    await app.db.insert(enrolments).values({ userId: user.id, courseId });
    return user;
  }

  beforeAll(async () => {
    stub = await startMoodleStub();
    const config = testConfig({
      moodle: {
        url: stub.url,
        token: stub.token,
        timeoutMs: 2000,
        cacheSeconds: 0,
        syncIntervalSeconds: 0,
        syncInBackground: false,
      },
    });
    app = buildApp({ config, database: await openTestDatabase(config), logger: false });
    await app.ready();
    app.clock.now = () => new Date(clockAt);
    const adminUser = defined(await app.usersRepository.findByEmail(TEST_ADMIN.email));
    admin = bearer((await app.sessions.create(adminUser)).accessToken);
    courseIds = (await app.db.select({ id: courses.id }).from(courses).limit(6)).map((c) => c.id);
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });
  beforeEach(async () => app.background.idle());

  it('lists every course with its Moodle link (admin only)', async () => {
    const response = await app.inject({ url: '/api/moodle/course-links', headers: admin });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { courseId: courseIds[0], title: expect.any(String), published: expect.any(Boolean), moodleCourseId: null },
      ]),
    );
  });

  it("links a course, and its learners (the seed's and new ones) are found or created in Moodle and enrolled", async () => {
    const courseId = defined(courseIds[0]);
    const known = await newLearnerIn(courseId);
    stub.users.push({ id: 42, username: 'layla.moodle', email: known.email, firstname: 'Layla', lastname: 'Fathy' });
    const response = await link(courseId, 2);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ courseId, moodleCourseId: 2 });

    await sync();
    const synced = await rows(courseId);
    const enrolled = await app.db.select().from(enrolments).where(eq(enrolments.courseId, courseId));
    expect(synced).toHaveLength(enrolled.length);
    expect(synced.every((r) => r.status === 'synced' && r.moodleCourseId === 2)).toBe(true);
    // the learner Moodle already knew by email keeps that account; the others got ours
    expect(synced.find((r) => r.userId === known.id)?.moodleUserId).toBe(42);
    const created = stub.users.filter((u) => u.username.startsWith('masar-'));
    expect(created.length).toBe(enrolled.length - 1);
    expect(stub.enrolments.filter((e) => e.courseid === 2)).toHaveLength(enrolled.length);
    expect(stub.enrolments.every((e) => e.roleid === 5)).toBe(true);
  });

  it('syncs an enrolment queued through the hook', async () => {
    const courseId = defined(courseIds[0]);
    const learner = await newLearnerIn(courseId);
    await app.enqueueMoodleEnrolment(learner.id, courseId);
    expect(await sync()).toBe(1);
    const [row] = (await rows(courseId)).filter((r) => r.userId === learner.id);
    expect(row).toMatchObject({ status: 'synced', attempts: 1 });
    expect(stub.users.find((u) => u.id === defined(row).moodleUserId)?.username).toBe(moodleUsername(learner.id));
    // a course that is not linked is ignored
    await app.enqueueMoodleEnrolment(learner.id, defined(courseIds[5]));
    expect(await rows(defined(courseIds[5]))).toEqual([]);
  });

  it('retries a failed attempt later with backoff, then succeeds', async () => {
    const courseId = defined(courseIds[0]);
    const learner = await newLearnerIn(courseId);
    stub.failNext('enrol_manual_enrol_users', {
      exception: 'moodle_exception',
      errorcode: 'wsusercannotassign',
      message: 'You do not have the permission to assign this role',
    });
    await app.enqueueMoodleEnrolment(learner.id, courseId);
    expect(await sync()).toBe(1);
    const where = and(eq(moodleEnrolments.userId, learner.id), eq(moodleEnrolments.courseId, courseId));
    let [row] = await app.db.select().from(moodleEnrolments).where(where);
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'You do not have the permission to assign this role',
    });
    expect(defined(row).nextAttemptAt.getTime()).toBe(clockAt + defined(RETRY_DELAYS_MS[0]));
    expect(defined(row).moodleUserId).not.toBeNull();

    // not due yet: nothing is tried
    moveClock(defined(RETRY_DELAYS_MS[0]) - 1);
    expect(await sync()).toBe(0);
    moveClock(1);
    expect(await sync()).toBe(1);
    [row] = await app.db.select().from(moodleEnrolments).where(where);
    expect(row).toMatchObject({ status: 'synced', attempts: 2, lastError: null });
  });

  it('gives up after the last attempt; the admin sees it failed and can retry', async () => {
    const courseId = defined(courseIds[0]);
    const learner = await newLearnerIn(courseId);
    const where = and(eq(moodleEnrolments.userId, learner.id), eq(moodleEnrolments.courseId, courseId));
    stub.failNext(
      'enrol_manual_enrol_users',
      { exception: 'moodle_exception', errorcode: 'requireloginerror', message: 'Course or activity not accessible.' },
      100,
    );
    await app.enqueueMoodleEnrolment(learner.id, courseId);
    for (let i = 0; i < 6; i += 1) {
      await sync();
      moveClock(RETRY_DELAYS_MS[i] ?? 0);
    }
    const [row] = await app.db.select().from(moodleEnrolments).where(where);
    expect(row).toMatchObject({ status: 'failed', attempts: 6 });

    const failed = await app.inject({ url: '/api/moodle/enrolments?status=failed', headers: admin });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['x-total-count']).toBe('1');
    expect(failed.json()[0]).toMatchObject({
      _id: defined(row).id,
      userEmail: learner.email,
      userName: 'Layla Fathy',
      status: 'failed',
      lastError: 'Course or activity not accessible.',
      nextAttemptAt: null,
    });

    stub.clearFailures();
    const retried = await app.inject({
      method: 'POST',
      url: `/api/moodle/enrolments/${defined(row).id}/retry`,
      headers: { ...admin, 'accept-language': 'ar' },
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().message).toBe('ستتم مزامنة التسجيل مع Moodle مرة أخرى.');
    await sync();
    expect((await app.db.select().from(moodleEnrolments).where(where))[0]?.status).toBe('synced');
    expect(
      (await app.inject({ method: 'POST', url: `/api/moodle/enrolments/${defined(row).id}/retry`, headers: admin }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/api/moodle/enrolments/00000000-0000-4000-8000-000000000000/retry',
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('reuses the Moodle account an earlier attempt created (duplicate username)', async () => {
    const courseId = defined(courseIds[0]);
    const learner = await newLearnerIn(courseId);
    stub.users.push({
      id: 777,
      username: moodleUsername(learner.id),
      email: 'changed@elsewhere.test',
      firstname: 'L',
      lastname: 'F',
    });
    await app.enqueueMoodleEnrolment(learner.id, courseId);
    await sync();
    const [row] = (await rows(courseId)).filter((r) => r.userId === learner.id);
    expect(row).toMatchObject({ status: 'synced', moodleUserId: 777 });
  });

  it('picks up enrolments created without the hook, and runs each row once across processes', async () => {
    const courseId = defined(courseIds[1]);
    expect((await link(courseId, 3)).statusCode).toBe(200);
    await sync();
    const learners = [await newLearnerIn(courseId), await newLearnerIn(courseId), await newLearnerIn(courseId)];
    const second = buildApp({
      config: app.config,
      database: {
        db: app.db,
        driver: app.dbDriver,
        executeSql: app.dbExecuteSql,
        withLock: (_k, fn) => fn(app.db),
        close: async () => undefined,
      },
      logger: false,
    });
    await second.ready();
    // two processes share one notion of time (a lock is 2 minutes; real clocks differ by far less)
    second.clock.now = () => app.clock.now();
    try {
      const before = enrolCalls().length;
      await Promise.all([app.moodle.sync.processDue(), second.moodle.sync.processDue()]);
      const synced = (await rows(courseId)).filter((r) => learners.some((l) => l.id === r.userId));
      expect(synced.map((r) => r.status)).toEqual(['synced', 'synced', 'synced']);
      expect(enrolCalls().length - before).toBe(learners.length);
    } finally {
      await second.close();
    }
  });

  it('moves learners with the link, and refuses Moodle courses that do not exist', async () => {
    const courseId = defined(courseIds[1]);
    const bad = await link(courseId, 99, { ...admin, ...IN_ENGLISH });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: { moodleCourseId: 'There is no such course in Moodle.' },
    });
    expect((await link('00000000-0000-4000-8000-000000000000', 2)).statusCode).toBe(404);

    expect((await link(courseId, 2)).statusCode).toBe(200);
    expect((await rows(courseId)).every((r) => r.moodleCourseId === 2 && r.status === 'pending')).toBe(true);
    await sync();
    expect((await rows(courseId)).every((r) => r.status === 'synced')).toBe(true);

    const unlinked = await link(courseId, null);
    expect(unlinked.json()).toMatchObject({ moodleCourseId: null });
  });

  it('finds the Moodle account whose email differs only in letter case, instead of failing on every retry', async () => {
    const courseId = defined(courseIds[0]);
    const learner = await newLearnerIn(courseId, uniqueEmail('case.match'));
    // Moodle keeps the email as it was typed there; ours is lowercase
    stub.users.push({
      id: 4242,
      username: 'case.match',
      email: learner.email.replace('case.match', 'Case.Match').toUpperCase(),
      firstname: 'C',
      lastname: 'M',
    });
    const creates = stub.calls.filter((c) => c.wsfunction === 'core_user_create_users').length;
    await app.enqueueMoodleEnrolment(learner.id, courseId);
    await sync();
    const [row] = (await rows(courseId)).filter((r) => r.userId === learner.id);
    expect(row).toMatchObject({ status: 'synced', moodleUserId: 4242, lastError: null });
    expect(stub.calls.filter((c) => c.wsfunction === 'core_user_create_users').length).toBe(creates);
  });

  it("an email longer than Moodle's 100 characters: our username still fits, the admin is told what to do, and a hand-made account is found", async () => {
    const courseId = defined(courseIds[0]);
    const email = `${'a'.repeat(60)}.${'b'.repeat(40)}@long-domain.test.masar.local`;
    expect(email.length).toBeGreaterThan(100);
    const learner = await newLearnerIn(courseId, email);
    const username = moodleUsername(learner.id);
    expect(username.length).toBeLessThanOrEqual(100);
    expect(username).toMatch(/^[-.@_a-z0-9]+$/);
    expect(moodleUsername(learner.id)).toBe(username);

    await app.enqueueMoodleEnrolment(learner.id, courseId);
    await sync();
    const where = and(eq(moodleEnrolments.userId, learner.id), eq(moodleEnrolments.courseId, courseId));
    const [row] = await app.db.select().from(moodleEnrolments).where(where);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // nothing Moodle cannot store was sent
    expect(
      stub.calls.some((c) => c.wsfunction === 'core_user_create_users' && c.params['users[0][email]'] === email),
    ).toBe(false);
    const listed = (await enrolmentsList('?status=pending&limit=100')).find(
      (e: { _id: string }) => e._id === defined(row).id,
    );
    expect(listed.advice).toMatch(/longer than the 100 characters Moodle accepts.*username/);
    const listedAr = (await enrolmentsList('?status=pending&limit=100', 'ar')).find(
      (e: { _id: string }) => e._id === defined(row).id,
    );
    expect(listedAr.advice).toContain('100 حرف');

    // the admin creates the account in Moodle by hand, with our username and a shorter email
    stub.users.push({ id: 9100, username, email: 'short@test.masar.local', firstname: 'Long', lastname: 'Email' });
    moveClock(defined(RETRY_DELAYS_MS[0]));
    await sync();
    expect((await app.db.select().from(moodleEnrolments).where(where))[0]).toMatchObject({
      status: 'synced',
      moodleUserId: 9100,
      lastError: null,
    });
  });

  it("tells the admin what to do about maintenance mode, web services turned off and Moodle's invalidparameter, in both languages", async () => {
    const courseId = defined(courseIds[0]);
    const adviceOf = async (learnerId: string, lang: string) =>
      (await enrolmentsList('?status=pending&limit=100', lang)).find(
        (e: { userId: string }) => e.userId === learnerId,
      ) as { lastError: string; advice: string | null };

    const duringMaintenance = await newLearnerIn(courseId);
    stub.maintenance = true;
    try {
      await app.enqueueMoodleEnrolment(duringMaintenance.id, courseId);
      await sync();
    } finally {
      stub.maintenance = false;
    }
    expect(await adviceOf(duringMaintenance.id, 'en')).toMatchObject({
      lastError: SITE_MAINTENANCE.message,
      advice: expect.stringContaining('Maintenance mode'),
    });
    expect((await adviceOf(duringMaintenance.id, 'ar')).advice).toContain('وضع الصيانة');

    const webServicesOff = await newLearnerIn(courseId);
    stub.webServicesOff = true;
    try {
      await app.enqueueMoodleEnrolment(webServicesOff.id, courseId);
      await sync();
    } finally {
      stub.webServicesOff = false;
    }
    expect((await adviceOf(webServicesOff.id, 'en')).advice).toContain('Enable web services');
    expect((await adviceOf(webServicesOff.id, 'ar')).advice).toContain('خدمات الويب');

    const refused = await newLearnerIn(courseId);
    stub.failNext('core_user_create_users', {
      exception: 'invalid_parameter_exception',
      errorcode: 'invalidparameter',
      message: 'Invalid parameter value detected',
    });
    await app.enqueueMoodleEnrolment(refused.id, courseId);
    await sync();
    expect(await adviceOf(refused.id, 'en')).toMatchObject({
      lastError: 'Invalid parameter value detected',
      advice: expect.stringContaining("learner's email"),
    });
    expect((await adviceOf(refused.id, 'ar')).advice).toContain('معامل غير صالح');

    // a failure we have no advice for keeps Moodle's words alone
    const other = await newLearnerIn(courseId);
    stub.failNext('enrol_manual_enrol_users', {
      exception: 'moodle_exception',
      errorcode: 'wsusercannotassign',
      message: 'You do not have the permission to assign this role',
    });
    await app.enqueueMoodleEnrolment(other.id, courseId);
    await sync();
    expect(await adviceOf(other.id, 'en')).toMatchObject({ advice: null });
  });

  describe('one clock for due times', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it("a row queued this very moment is due at once, whatever the database server's clock says", async () => {
      const courseId = defined(courseIds[0]);
      const learner = await newLearnerIn(courseId);
      // this process's clock a few seconds behind the database's (or the same millisecond, truncated)
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() - 5_000 });
      app.clock.now = () => new Date();
      try {
        await app.enqueueMoodleEnrolment(learner.id, courseId);
        expect(await sync()).toBe(1);
      } finally {
        app.clock.now = () => new Date(clockAt);
      }
      expect((await rows(courseId)).find((r) => r.userId === learner.id)).toMatchObject({
        status: 'synced',
        attempts: 1,
      });
    });
  });

  it('needs Moodle configured to link, and an admin for every admin route', async () => {
    const learner = await app.usersRepository.create({
      email: uniqueEmail('moodle-learner'),
      passwordHash: null,
      firstName: 'A',
      lastName: 'B',
      preferredLanguage: 'en',
    });
    const asLearner = bearer((await app.sessions.create(defined(learner))).accessToken);
    expect((await link(defined(courseIds[2]), 2, asLearner)).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/moodle/enrolments', headers: asLearner })).statusCode).toBe(403);
    expect((await app.inject({ url: '/api/moodle/enrolments' })).statusCode).toBe(401);
  });
});

/** By default the sync runs by itself after a change: the hook's kick, waited for through background.idle(). */
describe('Moodle enrolment sync in the background', () => {
  let stub: MoodleStub;
  let app: FastifyInstance;

  beforeAll(async () => {
    stub = await startMoodleStub();
    const config = testConfig({
      moodle: { url: stub.url, token: stub.token, timeoutMs: 2000, cacheSeconds: 0, syncIntervalSeconds: 0 },
    });
    app = buildApp({ config, database: await openTestDatabase(config), logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await stub?.close();
  });

  it('syncs an enrolment queued through the hook without anyone running the loop', async () => {
    const [course] = await app.db.select({ id: courses.id }).from(courses).limit(1);
    await app.db
      .update(courses)
      .set({ moodleCourseId: 3 })
      .where(eq(courses.id, defined(course).id));
    const user = defined(
      await app.usersRepository.create({
        email: uniqueEmail('moodle-bg'),
        passwordHash: null,
        firstName: 'B',
        lastName: 'G',
        preferredLanguage: 'en',
      }),
    );
    await app.db.insert(enrolments).values({ userId: user.id, courseId: defined(course).id });
    await app.enqueueMoodleEnrolment(user.id, defined(course).id);
    await app.background.idle();
    const [row] = await app.db
      .select()
      .from(moodleEnrolments)
      .where(and(eq(moodleEnrolments.userId, user.id), eq(moodleEnrolments.courseId, defined(course).id)));
    expect(row).toMatchObject({ status: 'synced', attempts: 1 });
  });
});
