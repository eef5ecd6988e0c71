import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, lectureProgress, lectures } from '#src/db/schema/index';

export interface LastLecture {
  lectureId: string;
  title: string;
  positionSeconds: number;
  /** when the learner last reported on it */
  at: Date;
}

/** Per course, the lecture the learner reported on last: where "resume" and "continue learning" open. */
export async function lastLecturesByCourse(
  db: Database,
  userId: string,
  courseIds: string[],
): Promise<Map<string, LastLecture>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([courseUnits.courseId], {
      courseId: courseUnits.courseId,
      lectureId: lectureProgress.lectureId,
      title: lectures.title,
      positionSeconds: lectureProgress.positionSeconds,
      at: lectureProgress.updatedAt,
    })
    .from(lectureProgress)
    .innerJoin(lectures, eq(lectures.id, lectureProgress.lectureId))
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(and(eq(lectureProgress.userId, userId), inArray(courseUnits.courseId, courseIds)))
    .orderBy(courseUnits.courseId, desc(lectureProgress.updatedAt));
  return new Map(rows.map(({ courseId, ...lecture }) => [courseId, lecture]));
}
