import { randomUUID } from 'node:crypto';
import { hashPassword } from '#src/lib/password';
import { courseSearchText } from '#src/modules/courses/course-search-text';
import { createCertificatesRepository } from '#src/modules/certificates/certificates-repository';
import type { FileStorage } from '#src/plugins/storage/file-storage';
import type { Database } from '../client';
import { recomputeCourseStats } from '#src/modules/courses/course-stats-repository';
import { courseSections, courseUnits, courses, enrolments, lectures, reviews, trainers, users } from '../schema';
import { SEED_COURSES } from './courses-data';
import { createDemoVideos } from './demo-media';
import { createDemoCaptions } from './demo-captions';
import { createDemoOrders } from './demo-orders';
import { seedLectureProgress, type SeededLecture } from './demo-progress';
import { insertQuiz } from './demo-quizzes';
import { DEMO_LEARNER_PASSWORD, SEED_LEARNERS } from './learners-data';
import { buildOutline } from './outline';
import { SEED_TRAINERS } from './trainers-data';
import { defined } from '@masar/contracts/defined';

const DAY_MS = 86_400_000;

export async function seedDemo(db: Database, currency: string, storage: FileStorage): Promise<void> {
  const videos = createDemoVideos(storage);
  const captions = createDemoCaptions(storage);
  const trainerIds = new Map<string, { id: string; name: string }>();
  for (const t of SEED_TRAINERS) {
    const { key, ...values } = t;
    const [row] = await db.insert(trainers).values(values).returning({ id: trainers.id });
    trainerIds.set(key, { id: defined(row).id, name: t.name });
  }

  const courseIds = new Map<string, { id: string; amount: number }>();
  const courseLectures = new Map<string, SeededLecture[]>();
  const now = Date.now();
  for (const c of SEED_COURSES) {
    const trainer = defined(trainerIds.get(c.trainer));
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
    const courseId = defined(row, 'the inserted course').id;
    courseIds.set(c.slug, { id: courseId, amount: c.price * 100 });
    courseLectures.set(courseId, await insertOutline(db, courseId, c, videos, captions));
  }

  // the course totals first: a certificate keeps the course's duration as it was when issued
  await recomputeCourseStats(db);
  const certificatesRepo = createCertificatesRepository(db);
  const demoOrders = createDemoOrders(db);
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
    const userId = defined(user, 'the inserted learner').id;
    for (const e of l.enrolments) {
      const { id: courseId, amount } = defined(courseIds.get(e.slug));
      // the lectures behind the percentage are done too, so the player and the server agree on it
      const progress = await seedLectureProgress(db, userId, defined(courseLectures.get(courseId)), e.progress ?? 0);
      const enrolledAt = new Date(now - e.daysAgo * DAY_MS);
      const orderId = await demoOrders.paid({ userId, courseId, amount, currency, enrolledAt }, e);
      await db.insert(enrolments).values({
        userId,
        courseId,
        orderId,
        createdAt: enrolledAt,
        progressPercent: progress,
        completedAt: progress === 100 ? new Date() : null,
      });
      if (progress === 100) await certificatesRepo.issue(userId, courseId);
      if (e.rating) {
        await db.insert(reviews).values({ userId, courseId, rating: e.rating, comment: e.comment ?? '' });
      }
    }
  }
  await recomputeCourseStats(db);
}

/** The outline with a stored clip for every video lecture; answers the lectures in course order. */
async function insertOutline(
  db: Database,
  courseId: string,
  course: (typeof SEED_COURSES)[number],
  videos: ReturnType<typeof createDemoVideos>,
  captions: ReturnType<typeof createDemoCaptions>,
): Promise<SeededLecture[]> {
  const seeded: SeededLecture[] = [];
  for (const [u, unit] of buildOutline(course).entries()) {
    const [unitRow] = await db
      .insert(courseUnits)
      .values({ courseId, title: unit.title, position: u })
      .returning({ id: courseUnits.id });
    for (const [s, section] of unit.sections.entries()) {
      const [sectionRow] = await db
        .insert(courseSections)
        .values({ unitId: defined(unitRow).id, title: section.title, position: s })
        .returning({ id: courseSections.id });
      const rows = [];
      const quizzesOf: Array<{ id: string; quiz: NonNullable<(typeof section.lectures)[number]['quiz']> }> = [];
      for (const [i, { clip, quiz, ...l }] of section.lectures.entries()) {
        const id = randomUUID();
        const video = l.kind === 'video' ? await videos.store(id, clip) : null;
        if (quiz) quizzesOf.push({ id, quiz });
        rows.push({
          ...l,
          id,
          sectionId: defined(sectionRow).id,
          position: i,
          videoFileKey: video?.key ?? null,
          durationSeconds: video?.durationSeconds ?? l.durationSeconds,
        });
      }
      await db.insert(lectures).values(rows);
      for (const { id, quiz } of quizzesOf) await insertQuiz(db, courseId, id, quiz);
      await captions.store(
        db,
        rows.filter((r) => r.kind === 'video').map((r) => r.id),
      );
      seeded.push(...rows.map(({ id, kind, durationSeconds }) => ({ id, kind, durationSeconds })));
    }
  }
  return seeded;
}
