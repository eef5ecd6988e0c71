import { eq, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses } from '#src/db/schema/index';
import { courseSearchText } from '../courses/course-search-text';

/**
 * Rewrites `search_text` of every course of a trainer, whose name is part of it: after a rename
 * (`name`) or before the trainer is deleted (`null`). One statement for all of them.
 */
export async function refreshTrainerCoursesSearchText(
  db: Database,
  trainerId: string,
  name: string | null,
): Promise<number> {
  const rows = await db
    .select({ id: courses.id, title: courses.title, description: courses.description, category: courses.category })
    .from(courses)
    .where(eq(courses.trainerId, trainerId));
  if (rows.length === 0) return 0;
  const values = sql.join(
    rows.map((c) => sql`(${c.id}::uuid, ${courseSearchText({ ...c, trainerName: name })})`),
    sql`, `,
  );
  await db.execute(
    sql`update courses set search_text = v.text, updated_at = now() from (values ${values}) as v(id, text) where courses.id = v.id`,
  );
  return rows.length;
}
