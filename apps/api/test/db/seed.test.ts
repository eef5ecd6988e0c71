import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS, TRAINER_SPECIALTIES } from '@masar/contracts';
import type { DatabaseHandle } from '#src/db/client';
import {
  certificates,
  courseSections,
  courseUnits,
  courses,
  lectureProgress,
  lectures,
  orders,
  reviews,
  trainers,
  users,
  enrolments,
} from '#src/db/schema/index';
import { fileStorageFor } from '#src/plugins/storage/index';
import { readVideoSeconds } from '#src/plugins/storage/media-duration';
import { seedDatabase } from '#src/db/seed/index';
import { verifyPassword } from '#src/lib/password';
import { openTestDatabase } from '#test/helper';
import { TEST_ADMIN, testConfig } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

describe('seed data', () => {
  let handle: DatabaseHandle;
  const config = testConfig();
  beforeAll(async () => {
    handle = await openTestDatabase(config);
  });
  afterAll(() => handle.close());

  it('covers every category, level, specialty and both languages', async () => {
    const { db } = handle;
    const published = await db.select().from(courses).where(eq(courses.status, 'published'));
    expect(published.length).toBeGreaterThanOrEqual(14);
    expect(new Set(published.map((c) => c.category))).toEqual(new Set(COURSE_CATEGORIES));
    expect(new Set(published.map((c) => c.level))).toEqual(new Set(COURSE_LEVELS));
    expect(new Set(published.map((c) => c.language))).toEqual(new Set(['ar', 'en']));
    expect(published.some((c) => c.priceAmount === 0)).toBe(true);
    expect(published.every((c) => c.priceCurrency === 'EGP' && c.whatYouWillLearn.length > 0)).toBe(true);
    expect(published.every((c) => c.lecturesCount > 0 && c.durationMinutes > 0)).toBe(true);
    const drafts = await db.$count(courses, eq(courses.status, 'draft'));
    expect(drafts).toBeGreaterThanOrEqual(2);
    const allTrainers = await db.select().from(trainers);
    expect(allTrainers.length).toBeGreaterThanOrEqual(6);
    expect(new Set(allTrainers.map((t) => t.specialty))).toEqual(new Set(TRAINER_SPECIALTIES));
  });

  it('derives counters from enrolment and review rows', async () => {
    const { db } = handle;
    const rows = await db.execute(sql`
      select c.slug, c.students_count, c.ratings_count, c.rating_avg,
        (select count(*)::int from enrolments e where e.course_id = c.id) as real_students,
        (select count(*)::int from reviews r where r.course_id = c.id) as real_ratings
      from courses c`);
    const list = (rows as { rows: Array<Record<string, number>> }).rows;
    for (const r of list) {
      expect(r.students_count).toBe(r.real_students);
      expect(r.ratings_count).toBe(r.real_ratings);
    }
    expect(await db.$count(enrolments)).toBeGreaterThan(10);
    expect(await db.$count(reviews)).toBeGreaterThan(10);
  });

  it('gives every video lecture a stored video whose real length is the lecture length', async () => {
    const storage = fileStorageFor(config);
    const videos = await handle.db.select().from(lectures).where(eq(lectures.kind, 'video'));
    expect(videos.length).toBeGreaterThan(50);
    const keys = new Set<string>();
    for (const lecture of videos) {
      expect(lecture.videoFileKey, lecture.title).toMatch(
        new RegExp(`^private/lectures/${lecture.id}/[0-9a-f-]+\\.webm$`),
      );
      keys.add(defined(lecture.videoFileKey));
      expect(await readVideoSeconds(storage, defined(lecture.videoFileKey)), lecture.title).toBe(
        lecture.durationSeconds,
      );
    }
    // one file per lecture: deleting a course or replacing a video deletes only its own file
    expect(keys.size).toBe(videos.length);
    const previews = await handle.db
      .select()
      .from(lectures)
      .where(and(eq(lectures.isPreview, true), eq(lectures.kind, 'video')));
    expect(previews.length).toBeGreaterThan(10);
  });

  it('backs each enrolment percentage with done lectures, and certifies every finished one', async () => {
    const { db } = handle;
    const rows = await db.execute(sql`
      select e.user_id, e.course_id, e.progress_percent, e.completed_at,
        (select count(*)::int from lectures l join course_sections s on s.id = l.section_id join course_units u on u.id = s.unit_id
          where u.course_id = e.course_id) as lectures,
        (select count(*)::int from lecture_progress p join lectures l on l.id = p.lecture_id join course_sections s on s.id = l.section_id
          join course_units u on u.id = s.unit_id where u.course_id = e.course_id and p.user_id = e.user_id and p.completed_at is not null) as done
      from enrolments e`);
    const list = (
      rows as {
        rows: Array<{
          user_id: string;
          course_id: string;
          progress_percent: number;
          completed_at: unknown;
          lectures: number;
          done: number;
        }>;
      }
    ).rows;
    for (const e of list) expect(e.progress_percent).toBe(Math.floor((e.done * 100) / e.lectures));
    const finished = list.filter((e) => e.progress_percent === 100);
    expect(finished.length).toBeGreaterThanOrEqual(2);
    expect(list.some((e) => e.progress_percent > 0 && e.progress_percent < 100)).toBe(true);
    for (const e of finished) {
      expect(e.completed_at).not.toBeNull();
      const [certificate] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, e.user_id), eq(certificates.courseId, e.course_id)));
      expect(certificate?.code).toMatch(/^[A-Z0-9-]{8,}$/);
    }
    expect(await db.$count(certificates)).toBe(finished.length);

    const [mariam] = await db.select().from(users).where(eq(users.email, 'mariam@demo.masar.local'));
    const [hers] = await db
      .select({
        learnerName: certificates.learnerName,
        courseTitle: certificates.courseTitle,
        minutes: certificates.durationMinutes,
        courseMinutes: courses.durationMinutes,
        language: certificates.language,
      })
      .from(certificates)
      .innerJoin(courses, eq(courses.id, certificates.courseId))
      .where(eq(certificates.userId, defined(mariam).id));
    expect(hers).toMatchObject({ learnerName: 'مريم حسن', language: 'ar' });
    expect(defined(hers).minutes).toBe(defined(hers).courseMinutes);
    const watched = await db
      .select({ ranges: lectureProgress.watchedRanges, seconds: lectures.durationSeconds })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .where(
        and(
          eq(lectureProgress.userId, defined(mariam).id),
          eq(lectures.kind, 'video'),
          isNotNull(lectureProgress.completedAt),
        ),
      );
    expect(watched.length).toBeGreaterThan(0);
    for (const w of watched) expect(w.ranges).toEqual([[0, w.seconds]]);
  });

  it('pays for every enrolment with an order of its own, dated with it', async () => {
    const { db } = handle;
    const rows = await db
      .select({
        enrolment: enrolments,
        order: orders,
        price: courses.priceAmount,
        currency: courses.priceCurrency,
        publishedAt: courses.publishedAt,
      })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .leftJoin(orders, eq(orders.id, enrolments.orderId));
    expect(rows.length).toBeGreaterThan(10);
    const providers = new Set<string>();
    for (const { enrolment, order, price, currency, publishedAt } of rows) {
      expect(order, `enrolment ${enrolment.id}`).not.toBeNull();
      expect(order).toMatchObject({
        userId: enrolment.userId,
        courseId: enrolment.courseId,
        status: 'paid',
        amount: price,
        currency,
      });
      providers.add(defined(order).provider);
      // free courses as enrolFree records them; paid ones through a real provider, with its reference
      if (price === 0) expect(order).toMatchObject({ provider: 'free', providerRef: null });
      else expect(defined(order).providerRef).toMatch(/^\d{9}$/);
      expect(defined(defined(order).paidAt).getTime()).toBe(enrolment.createdAt.getTime());
      expect(defined(order).createdAt.getTime()).toBeLessThanOrEqual(defined(defined(order).paidAt).getTime());
      expect(defined(order).createdAt.getTime()).toBeGreaterThan(defined(publishedAt).getTime());
      expect(enrolment.createdAt.getTime()).toBeLessThan(Date.now());
    }
    expect(providers).toEqual(new Set(['free', 'paymob', 'fawry']));
    // enrolments are spread over weeks, not all made the second the seed ran
    expect(new Set(rows.map((r) => r.enrolment.createdAt.toISOString().slice(0, 10))).size).toBeGreaterThan(10);
    expect(await db.$count(orders, eq(orders.status, 'pending'))).toBe(0);
  });

  it("records mariam's late kiosk payment for a course she had paid by card as owed back", async () => {
    const { db } = handle;
    const owedBack = await db
      .select({ order: orders, email: users.email })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.status, 'refund_due'));
    const [mariam] = owedBack.filter((o) => o.email === 'mariam@demo.masar.local').map((o) => o.order);
    expect(mariam).toMatchObject({
      provider: 'fawry',
      providerRef: expect.stringMatching(/^\d{9}$/),
      paidAt: expect.any(Date),
    });
    const [enrolment] = await db
      .select()
      .from(enrolments)
      .where(and(eq(enrolments.userId, defined(mariam).userId), eq(enrolments.courseId, defined(mariam).courseId)));
    const [card] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, defined(defined(enrolment).orderId)));
    expect(card).toMatchObject({
      provider: 'paymob',
      status: 'paid',
      amount: defined(mariam).amount,
      currency: defined(mariam).currency,
    });
    // the kiosk reference came first, the card payment replaced it, the kiosk payment came after both
    expect(defined(mariam).createdAt.getTime()).toBeLessThan(defined(card).createdAt.getTime());
    expect(defined(defined(mariam).paidAt).getTime()).toBeGreaterThan(defined(defined(card).paidAt).getTime());
    expect(defined(defined(mariam).paidAt).getTime()).toBeLessThan(
      defined(defined(mariam).providerExpiresAt).getTime(),
    );
    // one more, another learner's, which the Mark refunded journey uses, so the gates always find mariam's
    expect(owedBack.map((o) => [o.email, o.order.provider])).toEqual(
      expect.arrayContaining([['karim@demo.masar.local', 'paymob']]),
    );
    expect(owedBack).toHaveLength(2);
    expect(await db.$count(orders, eq(orders.status, 'refunded'))).toBe(0);
  });

  it('creates the configured admin with an argon2id hash', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(defined(defined(admin).passwordHash), TEST_ADMIN.password)).toBe(true);
  });

  it('is idempotent and promotes an existing user named as admin', async () => {
    const { db } = handle;
    const before = await db.$count(courses);
    const learner = 'dina@demo.masar.local';
    const again = await seedDatabase(db, {
      adminEmail: learner.toUpperCase(),
      adminPassword: 'whatever',
      currency: 'EGP',
      storage: fileStorageFor(config),
    });
    expect(again).toEqual({ seeded: false, admin: 'promoted' });
    expect(await db.$count(courses)).toBe(before);
    const [row] = await db.select().from(users).where(eq(users.email, learner));
    expect(row?.role).toBe('admin');
    const third = await seedDatabase(db, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: 'x',
      currency: 'EGP',
      storage: fileStorageFor(config),
    });
    expect(third.admin).toBe('unchanged');
  });
});
