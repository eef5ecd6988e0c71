import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#src/db/client';
import { courses, quizAttempts, quizzes } from '#src/db/schema/index';
import { FINAL_EXAM_SLUG } from '#src/db/seed/quizzes-data';
import { openTestDatabase } from '#test/helper';
import { testConfig } from '#test/test-config';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe('seed data: quizzes (issue 20)', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(testConfig());
  });
  afterAll(() => handle.close());

  it('gives every course a quiz with questions and one course a final exam', async () => {
    const { db } = handle;
    const perCourse = rowsOf<{ slug: string; quizzes: number; questions: number; exams: number }>(
      await db.execute(sql`
        select c.slug, count(distinct q.lecture_id)::int as quizzes, count(qq.id)::int as questions,
          count(distinct q.lecture_id) filter (where q.is_final_exam)::int as exams
        from courses c left join quizzes q on q.course_id = c.id left join quiz_questions qq on qq.lecture_id = q.lecture_id
        group by c.slug`),
    );
    expect(perCourse.length).toBe(await db.$count(courses));
    for (const c of perCourse) {
      expect(c.quizzes, c.slug).toBeGreaterThanOrEqual(1);
      expect(c.questions, c.slug).toBeGreaterThanOrEqual(3);
    }
    expect(perCourse.filter((c) => c.exams > 0).map((c) => c.slug)).toEqual([FINAL_EXAM_SLUG]);
  });

  it('backs every done quiz with a passed attempt, and certifies nobody past an unpassed exam', async () => {
    const { db } = handle;
    const unbacked = await db.execute(sql`
      select p.user_id from lecture_progress p join lectures l on l.id = p.lecture_id
      where l.kind = 'quiz' and p.completed_at is not null
        and not exists (select 1 from quiz_attempts a where a.lecture_id = l.id and a.user_id = p.user_id and a.passed)`);
    expect(rowsOf(unbacked)).toEqual([]);
    expect(await db.$count(quizAttempts)).toBeGreaterThan(0);
    const [exam] = await db.select().from(quizzes).where(eq(quizzes.isFinalExam, true));
    const certified = await db.execute(sql`select 1 from certificates where course_id = ${exam?.courseId}`);
    expect(rowsOf(certified)).toEqual([]);
  });
});
