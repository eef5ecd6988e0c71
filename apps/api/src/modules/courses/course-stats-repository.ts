import { eq, sql } from 'drizzle-orm';
import { courses } from '#src/db/schema/index';
import type { Database } from '#src/db/client';

/**
 * Recomputes the catalog's denormalized counters from their source rows (enrolments, reviews,
 * lectures). Call after writing any of those; without an id it refreshes every course.
 */
export async function recomputeCourseStats(db: Database, courseId?: string): Promise<void> {
  const where = courseId ? sql`where c.id = ${courseId}` : sql``;
  await db.execute(sql`
    update courses c set
      students_count = (select count(*) from enrolments e where e.course_id = c.id),
      ratings_count = (select count(*) from reviews r where r.course_id = c.id),
      rating_avg = coalesce((select round(avg(r.rating)::numeric, 2) from reviews r where r.course_id = c.id), 0),
      lectures_count = (
        select count(*) from lectures l
        join course_sections s on s.id = l.section_id
        join course_units u on u.id = s.unit_id
        where u.course_id = c.id),
      duration_minutes = (
        select coalesce(ceil(sum(l.duration_seconds) / 60.0), 0) from lectures l
        join course_sections s on s.id = l.section_id
        join course_units u on u.id = s.unit_id
        where u.course_id = c.id)
    ${where}
  `);
}

/** The course's students, as recomputeCourseStats left them. */
export async function studentsOf(db: Database, courseId: string): Promise<number | null> {
  const [row] = await db.select({ n: courses.studentsCount }).from(courses).where(eq(courses.id, courseId));
  return row ? row.n : null;
}
