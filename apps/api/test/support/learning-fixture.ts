import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recomputeCourseStats } from '#src/modules/courses/course-stats-repository';
import { courses, enrolments, lectures } from '#src/db/schema/index';
import { bearer, uniqueEmail } from './accounts';
import { defined } from '@masar/contracts/defined';

/** A published course with a 100 s video, a text and a PDF lecture. */
export async function learningCourse(app: FastifyInstance, opts: { title?: string; price?: number } = {}) {
  const created = await app.courseAdminRepository.create(
    {
      title: opts.title ?? 'أساسيات تحليل البيانات',
      description: 'Learning test course',
      category: 'Data Science',
      level: 'Beginner',
      language: 'ar',
      price: opts.price ?? 150_000,
      trainerId: null,
      whatYouWillLearn: [],
    },
    app.config.currency,
  );
  if (created === 'unknown-trainer') throw new Error('course not created');
  const unit = await app.outlineRepository.createUnit(created.id, 'Unit');
  const section = await app.outlineRepository.createSection(unit.id, 'Section');
  const video = await app.outlineRepository.createLecture(section.id, {
    title: 'Video',
    kind: 'video',
    durationSeconds: 100,
    isPreview: false,
    body: null,
  });
  const text = await app.outlineRepository.createLecture(section.id, {
    title: 'Text',
    kind: 'text',
    durationSeconds: 60,
    isPreview: false,
    body: 'Read me',
  });
  const pdf = await app.outlineRepository.createLecture(section.id, {
    title: 'PDF',
    kind: 'pdf',
    durationSeconds: 60,
    isPreview: false,
    body: null,
  });
  await app.db.update(courses).set({ status: 'published', publishedAt: new Date() }).where(eq(courses.id, created.id));
  await recomputeCourseStats(app.db, created.id);
  return { courseId: created.id, videoId: video.id, textId: text.id, pdfId: pdf.id };
}

export async function learner(
  app: FastifyInstance,
  name = { firstName: 'ليلى', lastName: 'فتحي' },
  lang: 'ar' | 'en' = 'ar',
) {
  const user = defined(
    await app.usersRepository.create({
      email: uniqueEmail('learn'),
      passwordHash: null,
      ...name,
      preferredLanguage: lang,
    }),
  );
  return { id: user.id, headers: bearer((await app.sessions.create(user)).accessToken) };
}

export interface LearningGateFixture {
  /** a published paid course the learner is enrolled in, with a certificate, an order and a review */
  courseId: string;
  videoId: string;
  textId: string;
  /** a published paid course nobody is enrolled in (checkout) */
  buyCourseId: string;
  /** the learner's pending test-gateway order */
  orderId: string;
  certificateCode: string;
  mediaToken: string;
}

/** Records the authorization gate needs for the buying and learning calls. */
export async function learningGateFixture(app: FastifyInstance, learnerId: string): Promise<LearningGateFixture> {
  const course = await learningCourse(app, { title: 'Gate learning course' });
  const buy = await learningCourse(app, { title: 'Gate checkout course' });
  await app.db.insert(enrolments).values({ userId: learnerId, courseId: course.courseId });
  const key = `private/lectures/${course.videoId}/gate.mp4`;
  await app.storage.put(key, Buffer.alloc(64, 1), 'video/mp4');
  await app.db.update(lectures).set({ videoFileKey: key }).where(eq(lectures.id, course.videoId));
  // through checkout, as a learner's order is made: an order left unstarted makes the next checkout wait for its start
  const order = await app.payments.checkout(learnerId, { courseId: buy.courseId, provider: 'test' });
  const certificate = defined(await app.certificates.repo.issue(learnerId, course.courseId));
  return {
    courseId: course.courseId,
    videoId: course.videoId,
    textId: course.textId,
    buyCourseId: buy.courseId,
    orderId: order.orderId,
    certificateCode: certificate.row.code,
    mediaToken: app.mediaTokens.issue(course.videoId, 'video', 3600).token,
  };
}
