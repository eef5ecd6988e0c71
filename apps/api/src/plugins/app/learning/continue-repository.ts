import { and, desc, eq, inArray } from 'drizzle-orm';
import { CONTINUE_LEARNING_LIMIT, type TContinueLearning } from '@masar/contracts';
import type { Database } from '../../../db/client';
import { courseSections, courseUnits, courses, enrolments, lectureProgress, lectures } from '../../../db/schema';

/** The learner's owned courses and where to pick up the unfinished ones (GET /learning/continue). */
export function createContinueRepository(db: Database) {
  /** per course, the lecture the learner reported on last */
  async function lastLectures(userId: string, courseIds: string[]) {
    if (courseIds.length === 0) return new Map<string, { _id: string; title: string; at: Date }>();
    const rows = await db
      .selectDistinctOn([courseUnits.courseId], { courseId: courseUnits.courseId, _id: lectures.id, title: lectures.title, at: lectureProgress.updatedAt })
      .from(lectureProgress)
      .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .where(and(eq(lectureProgress.userId, userId), inArray(courseUnits.courseId, courseIds)))
      .orderBy(courseUnits.courseId, desc(lectureProgress.updatedAt));
    return new Map(rows.map(({ courseId, ...lecture }) => [courseId, lecture]));
  }

  return {
    async continueLearning(userId: string): Promise<TContinueLearning> {
      const owned = await db
        .select({ courseId: courses.id, title: courses.title, category: courses.category, imageUrl: courses.imageUrl, progress: enrolments.progressPercent, enrolledAt: enrolments.createdAt })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
      const unfinished = owned.filter((c) => c.progress < 100);
      const last = await lastLectures(userId, unfinished.map((c) => c.courseId));
      const inProgress = unfinished
        .map(({ enrolledAt, ...course }) => {
          const lecture = last.get(course.courseId);
          const at = lecture && lecture.at > enrolledAt ? lecture.at : enrolledAt;
          return { ...course, lecture: lecture ? { _id: lecture._id, title: lecture.title } : null, lastActivityAt: at.toISOString() };
        })
        .sort((a, b) => b.lastActivityAt.localeCompare(a.lastActivityAt))
        .slice(0, CONTINUE_LEARNING_LIMIT);
      return { owned: owned.map((c) => ({ courseId: c.courseId, progress: c.progress })), inProgress };
    },
  };
}

export type ContinueRepository = ReturnType<typeof createContinueRepository>;
