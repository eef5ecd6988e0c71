import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COURSE_CATEGORIES, COURSE_LEVELS, TRAINER_SPECIALTIES } from '@masar/contracts';
import type { DatabaseHandle } from '../../src/db/client';
import { courses, reviews, trainers, users, enrolments } from '../../src/db/schema';
import { seedDatabase } from '../../src/db/seed';
import { verifyPassword } from '../../src/lib/password';
import { openTestDatabase } from '../helper';
import { TEST_ADMIN, testConfig } from '../test-config';

describe('seed data', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(testConfig());
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
    const list = (rows as unknown as { rows: Array<Record<string, number>> }).rows;
    for (const r of list) {
      expect(r.students_count).toBe(r.real_students);
      expect(r.ratings_count).toBe(r.real_ratings);
    }
    expect(await db.$count(enrolments)).toBeGreaterThan(10);
    expect(await db.$count(reviews)).toBeGreaterThan(10);
  });

  it('creates the configured admin with an argon2id hash', async () => {
    const [admin] = await handle.db.select().from(users).where(eq(users.email, TEST_ADMIN.email));
    expect(admin?.role).toBe('admin');
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin!.passwordHash!, TEST_ADMIN.password)).toBe(true);
  });

  it('is idempotent and promotes an existing user named as admin', async () => {
    const { db } = handle;
    const before = await db.$count(courses);
    const learner = 'dina@demo.masar.local';
    const again = await seedDatabase(db, { adminEmail: learner.toUpperCase(), adminPassword: 'whatever', currency: 'EGP' });
    expect(again).toEqual({ seeded: false, admin: 'promoted' });
    expect(await db.$count(courses)).toBe(before);
    const [row] = await db.select().from(users).where(eq(users.email, learner));
    expect(row?.role).toBe('admin');
    const third = await seedDatabase(db, { adminEmail: TEST_ADMIN.email, adminPassword: 'x', currency: 'EGP' });
    expect(third.admin).toBe('unchanged');
  });
});
