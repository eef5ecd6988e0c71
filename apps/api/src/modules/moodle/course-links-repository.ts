import { asc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses } from '#src/db/schema/index';

const columns = {
  id: courses.id,
  title: courses.title,
  status: courses.status,
  moodleCourseId: courses.moodleCourseId,
};

/** The Moodle course each course is linked to (courses.moodle_course_id). */
export function createCourseLinksRepository(db: Database) {
  return {
    list: () => db.select(columns).from(courses).orderBy(asc(courses.title), asc(courses.id)),
    async find(courseId: string) {
      const [course] = await db.select(columns).from(courses).where(eq(courses.id, courseId));
      return course;
    },
    async set(courseId: string, moodleCourseId: number | null) {
      const [updated] = await db
        .update(courses)
        .set({ moodleCourseId })
        .where(eq(courses.id, courseId))
        .returning(columns);
      return updated;
    },
    /** null: not linked (or no such course) */
    async moodleCourseIdOf(courseId: string): Promise<number | null> {
      const [course] = await db
        .select({ moodleCourseId: courses.moodleCourseId })
        .from(courses)
        .where(eq(courses.id, courseId));
      return course?.moodleCourseId ?? null;
    },
  };
}

export type CourseLinksRepository = ReturnType<typeof createCourseLinksRepository>;
