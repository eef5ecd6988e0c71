import { and, desc, eq, like, or, sql } from 'drizzle-orm';
import type { TResumeData, TSkillsAnalysis } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courses } from '#src/db/schema/index';
import { normalizeForSearch } from '#src/lib/arabic-normalize';
import { SKILLS, skillById, skillsInItem, skillsInText, toRole, toSkill, withImplied, type RoleRow } from './catalog';

const IMPORTANCE_ORDER = { essential: 0, important: 1, nice: 2 } as const;
const COURSES_PER_SKILL = 3;

/** The learner's skills: typed items, and a CV's skill list and text. */
export function learnerSkills(typed: string[], cv: TResumeData | undefined): { ids: Set<string>; unrecognized: string[] } {
  const ids = new Set<string>();
  const unrecognized: string[] = [];
  for (const item of [...typed, ...(cv?.skills ?? [])]) {
    const found = skillsInItem(item);
    if (found.length === 0 && typed.includes(item)) unrecognized.push(item);
    found.forEach((id) => ids.add(id));
  }
  if (cv) {
    const prose = [cv.summary, cv.jobTitle, ...cv.experience.flatMap((e) => [e.jobTitle, e.description]), ...cv.certifications.map((c) => c.name)].join('\n');
    skillsInText(prose).forEach((id) => ids.add(id));
  }
  return { ids: withImplied(ids), unrecognized: [...new Set(unrecognized)] };
}

/**
 * Published courses whose stored search text (title, description, trainer, category, folded the
 * catalog's way) holds the skill's Arabic or English name or one of its longer aliases.
 */
export async function coursesTeaching(db: Database, skillId: string) {
  const skill = skillById(skillId)!;
  const phrases = [...new Set([skill.en, skill.ar, ...skill.aliases].map(normalizeForSearch).filter((p) => p.length >= 3))];
  if (phrases.length === 0) return [];
  const matches = phrases.map((p) => (/[\u0600-\u06FF]/.test(p) ? like(courses.searchText, `%${p}%`) : sql`(' ' || ${courses.searchText} || ' ') like ${`% ${p} %`}`));
  const rows = await db
    .select({ id: courses.id, slug: courses.slug, title: courses.title, category: courses.category, level: courses.level, language: courses.language })
    .from(courses)
    .where(and(eq(courses.status, 'published'), or(...matches)))
    .orderBy(desc(courses.studentsCount), courses.id)
    .limit(COURSES_PER_SKILL);
  return rows.map((r) => ({ _id: r.id, slug: r.slug, title: r.title, category: r.category, level: r.level, language: r.language }));
}

export async function analyzeSkills(db: Database, role: RoleRow, typed: string[], cv: TResumeData | undefined): Promise<TSkillsAnalysis> {
  const { ids, unrecognized } = learnerSkills(typed, cv);
  const wanted = [...role.skills].sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance] || b.weight - a.weight);
  const matched = wanted.filter((s) => ids.has(s.id));
  const missing = wanted.filter((s) => !ids.has(s.id));
  const total = wanted.reduce((sum, s) => sum + s.weight, 0);
  const have = matched.reduce((sum, s) => sum + s.weight, 0);
  const roleSkillIds = new Set(wanted.map((s) => s.id));
  return {
    role: toRole(role),
    matched: matched.map((s) => ({ skill: toSkill(skillById(s.id)!), importance: s.importance, weight: s.weight })),
    missing: await Promise.all(
      missing.map(async (s) => ({ skill: toSkill(skillById(s.id)!), importance: s.importance, weight: s.weight, courses: await coursesTeaching(db, s.id) })),
    ),
    extra: SKILLS.filter((s) => ids.has(s.id) && !roleSkillIds.has(s.id)).map(toSkill),
    unrecognized,
    coverage: total ? Math.round((have / total) * 100) : 0,
  };
}
