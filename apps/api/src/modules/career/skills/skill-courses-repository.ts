import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { courses } from '#src/db/schema/index';
import { normalizeForSearch } from '#src/lib/arabic-normalize';
import { skillById } from '@masar/career/skills/catalog';
import { defined } from '@masar/contracts/defined';

const COURSES_PER_SKILL = 3;

export function createSkillCourses(db: Database) {
  return { teaching: (skillId: string) => coursesTeaching(db, skillId) };
}

export type SkillCourses = ReturnType<typeof createSkillCourses>;

/**
 * Published courses whose stored search text (title, description, trainer, category, folded the
 * catalog's way) holds the skill's Arabic or English name or one of its longer aliases.
 */
async function coursesTeaching(db: Database, skillId: string) {
  const skill = defined(skillById(skillId));
  const phrases = [
    ...new Set([skill.en, skill.ar, ...skill.aliases].map(normalizeForSearch).filter((p) => p.length >= 3)),
  ];
  if (phrases.length === 0) return [];
  const matches = phrases.map((p) =>
    /[\u0600-\u06FF]/.test(p)
      ? like(courses.searchText, `%${p}%`)
      : sql`(' ' || ${courses.searchText} || ' ') like ${`% ${p} %`}`,
  );
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      category: courses.category,
      level: courses.level,
      language: courses.language,
    })
    .from(courses)
    .where(and(eq(courses.status, 'published'), or(...matches)))
    .orderBy(desc(courses.studentsCount), courses.id)
    .limit(COURSES_PER_SKILL);
  return rows.map((r) => ({
    _id: r.id,
    slug: r.slug,
    title: r.title,
    category: r.category,
    level: r.level,
    language: r.language,
  }));
}
