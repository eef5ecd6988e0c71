import { MATCH_PART_WEIGHTS, type TJobMatch, type TParsedResume, type TSkillsAnalysis } from '@masar/contracts';
import { defined } from '@masar/contracts/defined';
import { detectLanguage } from '../text/normalize';
import { skillById, toSkill } from '../skills/catalog';
import type { CoursesTeaching } from '../skills/analysis';
import { cvKeywords, placesOf } from './cv-keywords';
import { readJobDescription, sameTitle } from './job-description';

type FormulaPart = TJobMatch['formula'][number];

const skill = (id: string) => toSkill(defined(skillById(id), `skill ${id}`));

/** The formula's parts the description names something of, and the rate they give (0..100). */
export function matchRate(parts: Omit<FormulaPart, 'weight'>[]): { rate: number; formula: FormulaPart[] } {
  const formula = parts.filter((p) => p.total > 0).map((p) => ({ ...p, weight: MATCH_PART_WEIGHTS[p.part] }));
  const weights = formula.reduce((sum, p) => sum + p.weight, 0);
  const points = formula.reduce((sum, p) => sum + (p.weight * p.matched) / p.total, 0);
  return { rate: weights ? Math.round((100 * points) / weights) : 0, formula };
}

/**
 * A reviewed CV against a job description (Arabic or English): the skills and title it asks for,
 * which the CV shows and where, and the platform's courses for the missing hard skills.
 * Skills are catalog ids, so a skill written in either script (SQL, إس كيو إل) counts once.
 */
export async function matchJob(
  cv: TParsedResume,
  jobDescription: string,
  coursesTeaching: CoursesTeaching,
): Promise<TJobMatch> {
  const job = readJobDescription(jobDescription);
  const keywords = cvKeywords(cv);
  const split = (ids: string[]) => ({
    matched: ids.filter((id) => placesOf(keywords, id).length > 0),
    missing: ids.filter((id) => placesOf(keywords, id).length === 0),
  });
  const hard = split(job.hardSkills);
  const soft = split(job.softSkills);
  const title = job.title;
  const titleAt = title
    ? sameTitle(title, cv.data.jobTitle)
      ? { found: cv.data.jobTitle, place: 'title' as const }
      : (cv.data.experience
          .filter((e) => sameTitle(title, e.jobTitle))
          .map((e) => ({ found: e.jobTitle, place: 'experience' as const }))[0] ?? null)
    : null;
  const { rate, formula } = matchRate([
    { part: 'hardSkills', matched: hard.matched.length, total: job.hardSkills.length },
    { part: 'softSkills', matched: soft.matched.length, total: job.softSkills.length },
    { part: 'jobTitle', matched: titleAt ? 1 : 0, total: title ? 1 : 0 },
  ]);
  const matched = (ids: string[]) => ids.map((id) => ({ skill: skill(id), places: placesOf(keywords, id) }));
  const missingHard: TSkillsAnalysis['missing'][number]['courses'][] = await Promise.all(
    hard.missing.map((id) => coursesTeaching(id)),
  );
  return {
    rate,
    formula,
    language: detectLanguage(jobDescription),
    hardSkills: {
      matched: matched(hard.matched),
      missing: hard.missing.map((id, i) => ({ skill: skill(id), courses: defined(missingHard[i]) })),
    },
    softSkills: { matched: matched(soft.matched), missing: soft.missing.map(skill) },
    jobTitle: { wanted: title?.text ?? null, found: titleAt?.found ?? null, place: titleAt?.place ?? null },
  };
}
