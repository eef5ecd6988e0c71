import type { TCvPlace, TParsedResume } from '@masar/contracts';
import { withImplied } from '../skills/catalog';
import { skillsInLines } from './job-description';

/** The skills each part of a CV shows, with those they imply (PostgreSQL shows SQL). */
export type CvKeywords = Map<TCvPlace, Set<string>>;

export function cvKeywords(cv: TParsedResume): CvKeywords {
  const { data } = cv;
  const parts: [TCvPlace, string[]][] = [
    ['title', [data.jobTitle]],
    ['summary', [data.summary]],
    ['experience', data.experience.flatMap((e) => [e.jobTitle, ...e.description.split('\n')])],
    ['skills', data.skills],
    ['education', data.education.flatMap((e) => [e.degree, e.description])],
    ['certifications', data.certifications.flatMap((c) => [c.name, c.description])],
  ];
  const places: CvKeywords = new Map(parts.map(([place, lines]) => [place, withImplied(skillsInLines(lines))]));
  // whatever parsing did not place (an unrecognised section, a line it dropped) still counts
  const placed = new Set([...places.values()].flatMap((ids) => [...ids]));
  const elsewhere = withImplied(skillsInLines(cv.lines));
  places.set('other', new Set([...elsewhere].filter((id) => !placed.has(id))));
  return places;
}

export const placesOf = (keywords: CvKeywords, skillId: string): TCvPlace[] =>
  [...keywords].filter(([, ids]) => ids.has(skillId)).map(([place]) => place);
