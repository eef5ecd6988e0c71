import type { TResumeData, TSkillsAnalysis } from '@masar/contracts';
import { SKILLS, skillById, skillsInItem, skillsInText, toRole, toSkill, withImplied, type RoleRow } from './catalog';
import { defined } from '@masar/contracts/defined';

/** The platform's courses that teach a skill (the API answers it from the catalog). */
export type CoursesTeaching = (skillId: string) => Promise<TSkillsAnalysis['missing'][number]['courses']>;

const IMPORTANCE_ORDER = { essential: 0, important: 1, nice: 2 } as const;

/** The learner's skills: typed items, and a CV's skill list and text. */
export function learnerSkills(
  typed: string[],
  cv: TResumeData | undefined,
): { ids: Set<string>; unrecognized: string[] } {
  const ids = new Set<string>();
  const unrecognized: string[] = [];
  for (const item of [...typed, ...(cv?.skills ?? [])]) {
    const found = skillsInItem(item);
    if (found.length === 0 && typed.includes(item)) unrecognized.push(item);
    found.forEach((id) => ids.add(id));
  }
  if (cv) {
    const prose = [
      cv.summary,
      cv.jobTitle,
      ...cv.experience.flatMap((e) => [e.jobTitle, e.description]),
      ...cv.certifications.map((c) => c.name),
    ].join('\n');
    skillsInText(prose).forEach((id) => ids.add(id));
  }
  return { ids: withImplied(ids), unrecognized: [...new Set(unrecognized)] };
}

/** `coursesTeaching` finds the catalog's courses for a missing skill (skill-courses-repository.ts). */
export async function analyzeSkills(
  coursesTeaching: CoursesTeaching,
  role: RoleRow,
  typed: string[],
  cv: TResumeData | undefined,
): Promise<TSkillsAnalysis> {
  const { ids, unrecognized } = learnerSkills(typed, cv);
  const wanted = [...role.skills].sort(
    (a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance] || b.weight - a.weight,
  );
  const matched = wanted.filter((s) => ids.has(s.id));
  const missing = wanted.filter((s) => !ids.has(s.id));
  const total = wanted.reduce((sum, s) => sum + s.weight, 0);
  const have = matched.reduce((sum, s) => sum + s.weight, 0);
  const roleSkillIds = new Set(wanted.map((s) => s.id));
  return {
    role: toRole(role),
    matched: matched.map((s) => ({
      skill: toSkill(defined(skillById(s.id))),
      importance: s.importance,
      weight: s.weight,
    })),
    missing: await Promise.all(
      missing.map(async (s) => ({
        skill: toSkill(defined(skillById(s.id))),
        importance: s.importance,
        weight: s.weight,
        courses: await coursesTeaching(s.id),
      })),
    ),
    extra: SKILLS.filter((s) => ids.has(s.id) && !roleSkillIds.has(s.id)).map(toSkill),
    unrecognized,
    coverage: total ? Math.round((have / total) * 100) : 0,
    weights: { matched: have, total },
  };
}
