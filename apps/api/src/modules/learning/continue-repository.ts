import { desc, eq } from 'drizzle-orm';
import { CONTINUE_LEARNING_LIMIT, type TContinueLearning } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, enrolments } from '#src/db/schema/index';
import { lastLecturesByCourse } from './last-lectures-repository';

/** The learner's owned courses and where to pick up the unfinished ones (GET /learning/continue). */
export function createContinueRepository(db: Database) {
  return {
    async continueLearning(userId: string): Promise<TContinueLearning> {
      const owned = await db
        .select({
          courseId: courses.id,
          title: courses.title,
          category: courses.category,
          imageUrl: courses.imageUrl,
          progress: enrolments.progressPercent,
          enrolledAt: enrolments.createdAt,
        })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
      const unfinished = owned.filter((c) => c.progress < 100);
      const last = await lastLecturesByCourse(
        db,
        userId,
        unfinished.map((c) => c.courseId),
      );
      const inProgress = unfinished
        .map(({ enrolledAt, ...course }) => {
          const lecture = last.get(course.courseId);
          const at = lecture && lecture.at > enrolledAt ? lecture.at : enrolledAt;
          return {
            ...course,
            lecture: lecture ? { _id: lecture.lectureId, title: lecture.title } : null,
            lastActivityAt: at.toISOString(),
          };
        })
        .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
        .slice(0, CONTINUE_LEARNING_LIMIT);
      return { owned: owned.map((c) => ({ courseId: c.courseId, progress: c.progress })), inProgress };
    },
  };
}

export type ContinueRepository = ReturnType<typeof createContinueRepository>;
