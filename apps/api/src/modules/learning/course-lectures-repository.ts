import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, lectures } from '#src/db/schema/index';

/** Lecture ids of a course: the denominator of course progress. */
export function lectureIdsOf(db: Database, courseId: string) {
  return db
    .select({ id: lectures.id })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(eq(courseUnits.courseId, courseId));
}

/** A lecture with the course it belongs to. */
export async function lectureWithCourse(db: Database, lectureId: string) {
  const [row] = await db
    .select({
      id: lectures.id,
      kind: lectures.kind,
      durationSeconds: lectures.durationSeconds,
      videoFileKey: lectures.videoFileKey,
      attachmentFileKey: lectures.attachmentFileKey,
      courseId: courseUnits.courseId,
    })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(eq(lectures.id, lectureId));
  return row ?? null;
}
export type LectureWithCourse = NonNullable<Awaited<ReturnType<typeof lectureWithCourse>>>;

/** The full outline of a course in reading order, with every lecture's body. */
export function outlineRows(db: Database, courseId: string) {
  return db
    .select({
      unitId: courseUnits.id,
      unitTitle: courseUnits.title,
      unitPosition: courseUnits.position,
      sectionId: courseSections.id,
      sectionTitle: courseSections.title,
      sectionPosition: courseSections.position,
      lecture: lectures,
    })
    .from(courseUnits)
    .leftJoin(courseSections, eq(courseSections.unitId, courseUnits.id))
    .leftJoin(lectures, eq(lectures.sectionId, courseSections.id))
    .where(eq(courseUnits.courseId, courseId))
    .orderBy(asc(courseUnits.position), asc(courseSections.position), asc(lectures.position));
}
