import { hashPassword } from '../../lib/password';
import { courseSearchText } from '../../lib/course-search-text';
import type { Database } from '../client';
import { recomputeCourseStats } from '../course-stats';
import { courseSections, courseUnits, courses, enrolments, lectures, reviews, trainers, users } from '../schema';
import { SEED_COURSES } from './courses-data';
import { DEMO_LEARNER_PASSWORD, SEED_LEARNERS } from './learners-data';
import { buildOutline } from './outline';
import { SEED_TRAINERS } from './trainers-data';

const DAY_MS = 86_400_000;

export async function seedDemo(db: Database, currency: string): Promise<void> {
  const trainerIds = new Map<string, { id: string; name: string }>();
  for (const t of SEED_TRAINERS) {
    const { key, ...values } = t;
    const [row] = await db.insert(trainers).values(values).returning({ id: trainers.id });
    trainerIds.set(key, { id: row!.id, name: t.name });
  }

  const courseIds = new Map<string, string>();
  const now = Date.now();
  for (const c of SEED_COURSES) {
    const trainer = trainerIds.get(c.trainer)!;
    const published = c.status !== 'draft';
    const [row] = await db
      .insert(courses)
      .values({
        slug: c.slug,
        title: c.title,
        description: c.description,
        category: c.category,
        level: c.level,
        language: c.language,
        priceAmount: c.price * 100,
        priceCurrency: currency,
        whatYouWillLearn: c.learn,
        status: published ? 'published' : 'draft',
        publishedAt: published ? new Date(now - c.ageDays * DAY_MS) : null,
        trainerId: trainer.id,
        searchText: courseSearchText({ ...c, trainerName: trainer.name }),
      })
      .returning({ id: courses.id });
    courseIds.set(c.slug, row!.id);
    await insertOutline(db, row!.id, c);
  }

  const passwordHash = await hashPassword(DEMO_LEARNER_PASSWORD);
  for (const l of SEED_LEARNERS) {
    const [user] = await db
      .insert(users)
      .values({
        email: l.email,
        passwordHash,
        firstName: l.firstName,
        lastName: l.lastName,
        preferredLanguage: l.language,
        emailVerifiedAt: new Date(),
        termsAcceptedAt: new Date(),
      })
      .returning({ id: users.id });
    for (const e of l.enrolments) {
      const courseId = courseIds.get(e.slug)!;
      const progress = e.progress ?? 0;
      await db.insert(enrolments).values({
        userId: user!.id,
        courseId,
        progressPercent: progress,
        completedAt: progress === 100 ? new Date() : null,
      });
      if (e.rating) {
        await db.insert(reviews).values({ userId: user!.id, courseId, rating: e.rating, comment: e.comment ?? '' });
      }
    }
  }
  await recomputeCourseStats(db);
}

async function insertOutline(db: Database, courseId: string, course: (typeof SEED_COURSES)[number]) {
  for (const [u, unit] of buildOutline(course).entries()) {
    const [unitRow] = await db
      .insert(courseUnits)
      .values({ courseId, title: unit.title, position: u })
      .returning({ id: courseUnits.id });
    for (const [s, section] of unit.sections.entries()) {
      const [sectionRow] = await db
        .insert(courseSections)
        .values({ unitId: unitRow!.id, title: section.title, position: s })
        .returning({ id: courseSections.id });
      await db
        .insert(lectures)
        .values(section.lectures.map((l, i) => ({ ...l, sectionId: sectionRow!.id, position: i })));
    }
  }
}
