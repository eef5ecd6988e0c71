import { and, eq } from 'drizzle-orm';
import type { TCourseDetails } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses, enrolments, trainers } from '#src/db/schema/index';
import { toDetails } from './course-mappers';
import { loadOutline } from './course-outline-repository';

export interface CourseViewer {
  admin: boolean;
  /** set for a signed-in caller: adds `enrolled` and `progress` */
  userId?: string;
}

/** GET /Courses/{id}: null when missing, or when a draft is asked for by anyone but an admin. */
export async function loadCourseDetails(
  db: Database,
  id: string,
  viewer: CourseViewer,
): Promise<TCourseDetails | null> {
  // side by side: the outline of a course that turns out missing or a draft is dropped unread
  const [[row], units, enrolment] = await Promise.all([
    db
      .select({ c: courses, t: trainers })
      .from(courses)
      .leftJoin(trainers, eq(trainers.id, courses.trainerId))
      .where(eq(courses.id, id)),
    loadOutline(db, id, viewer.admin),
    viewer.userId
      ? db
          .select({ progressPercent: enrolments.progressPercent })
          .from(enrolments)
          .where(and(eq(enrolments.userId, viewer.userId), eq(enrolments.courseId, id)))
          .then((rows) => rows[0] ?? null)
      : Promise.resolve(undefined),
  ]);
  if (!row || (row.c.status !== 'published' && !viewer.admin)) return null;
  return toDetails(row.c, row.t, units, { admin: viewer.admin, enrolment });
}
