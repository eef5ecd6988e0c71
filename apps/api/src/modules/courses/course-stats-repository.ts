import { sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';

/**
 * Recomputes the catalog's denormalized counters from their source rows (enrolments, reviews,
 * lectures). Call after writing any of those; without an id it refreshes every course.
 */
export async function recomputeCourseStats(db: Database, courseId?: string): Promise<void> {
  await recompute(db, courseId);
}

/** One course's counters recomputed, answering its student count (null: no such course). */
export async function recountStudents(db: Database, courseId: string): Promise<number | null> {
  const [row] = (await recompute(db, courseId)).rows;
  return row ? Number(row.students_count) : null;
}

async function recompute(db: Database, courseId?: string) {
  const where = courseId ? sql`where c.id = ${courseId}` : sql``;
  const result = await db.execute(sql`
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
    returning c.students_count
  `);
  return result as { rows: Array<{ students_count: number }> };
}
