import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recomputeCourseStats } from '#src/modules/courses/course-stats-repository';
import { courses, enrolments, lectures } from '#src/db/schema/index';

/**
 * A published course of video lectures only, each with a (tiny) stored file so the player's
 * media URL can be issued, and `learnerId` enrolled in it.
 */
export async function videoCourse(app: FastifyInstance, learnerId: string, durations: number[], title = 'دورة مشاهدة') {
  const created = await app.courseAdminRepository.create(
    {
      title,
      description: 'Watching test course',
      category: 'Data Science',
      level: 'Beginner',
      language: 'ar',
      price: 150_000,
      trainerId: null,
      whatYouWillLearn: [],
    },
    app.config.currency,
  );
  if (created === 'unknown-trainer') throw new Error('course not created');
  const unit = await app.outlineRepository.createUnit(created.id, 'Unit');
  const section = await app.outlineRepository.createSection(unit.id, 'Section');
  const videoIds: string[] = [];
  for (const [n, durationSeconds] of durations.entries()) {
    const lecture = await app.outlineRepository.createLecture(section.id, {
      title: `Video ${n + 1}`,
      kind: 'video',
      durationSeconds,
      isPreview: false,
      body: null,
    });
    await withMedia(app, lecture.id);
    videoIds.push(lecture.id);
  }
  await app.db.update(courses).set({ status: 'published', publishedAt: new Date() }).where(eq(courses.id, created.id));
  await recomputeCourseStats(app.db, created.id);
  await app.db.insert(enrolments).values({ userId: learnerId, courseId: created.id });
  return { courseId: created.id, videoIds };
}

/** Stores a small file as the lecture's video. */
export async function withMedia(app: FastifyInstance, lectureId: string) {
  const key = `private/lectures/${lectureId}/video.mp4`;
  await app.storage.put(key, Buffer.alloc(64, 1), 'video/mp4');
  await app.db.update(lectures).set({ videoFileKey: key }).where(eq(lectures.id, lectureId));
}

/**
 * Stands `app.clock` still at a moment the test moves on by hand, so reports can be "seconds apart"
 * without the test sleeping. `restore` puts the real clock back.
 */
export function manualClock(app: FastifyInstance, start = Date.now()) {
  const real = app.clock.now;
  let at = start;
  app.clock.now = () => new Date(at);
  return {
    advance(seconds: number) {
      at += seconds * 1000;
    },
    restore() {
      app.clock.now = real;
    },
  };
}
