import { inferRole, skillById, skillsInItem, skillsInText, toSkill, withImplied } from '../skills/catalog';
import { foldForMatch } from '../text/normalize';
import { CLICHES_AR, CLICHES_EN, usesFirstPerson } from '../text/verbs';
import { jobHeaderLines } from './ats';
import { deduction, type PartResult, type RawDeduction, type ScoreInput } from './types';
import { defined } from '@masar/contracts/defined';

const PERSONAL_DETAILS: [string, RegExp][] = [
  ['birthDate', /date of birth|\bd\.?o\.?b\b|birth ?date|تاريخ الميلاد|تاريخ الميلاد|مواليد/i],
  ['maritalStatus', /marital status|الحالة الاجتماعية|الحاله الاجتماعيه/i],
  ['religion', /\breligion\b|الديانة|الديانه/i],
];

const CLICHES = [...CLICHES_EN, ...CLICHES_AR].map((phrase) => ({ phrase, folded: foldForMatch(phrase) }));

/**
 * Does the CV say what the learner is aiming for, and back it with the skills and experience that
 * role needs: a title, a summary, enough skills, the role's essential skills, jobs with
 * descriptions, no clichés, no first person, no personal details employers must not ask for.
 */
export function contentPart({ parsed, info }: ScoreInput): PartResult {
  const out: RawDeduction[] = [];
  const { data } = parsed;
  const summaryWords = data.summary.split(/\s+/).filter(Boolean).length;
  const summaryLine = info.find((l) => l.section === 'summary' && !l.heading) ?? null;
  if (!data.summary) out.push(deduction('noSummary', 4, null));
  else if (summaryWords < 15) out.push(deduction('shortSummary', 2, summaryLine, { words: summaryWords }));
  else if (summaryWords > 120) out.push(deduction('longSummary', 2, summaryLine, { words: summaryWords }));
  if (!data.jobTitle) out.push(deduction('noJobTitle', 3, null));

  const listed = new Set(data.skills.flatMap(skillsInItem));
  const mentioned = withImplied([...listed, ...skillsInText(parsed.lines.join('\n'))]);
  const skillsHeading = info.find((l) => l.heading && l.section === 'skills') ?? null;
  if (data.skills.length < 5)
    out.push(deduction('fewSkills', data.skills.length === 0 ? 5 : 3, skillsHeading, { count: data.skills.length }));

  const role = inferRole(data.jobTitle) ?? inferRole(data.experience[0]?.jobTitle ?? '');
  // a title the role catalogue does not know ("Registered Nurse") is the catalogue's gap, not the CV's fault
  if (role) {
    const missing = role.skills.filter((s) => s.importance === 'essential' && !mentioned.has(s.id)).slice(0, 4);
    for (const s of missing) {
      const skill = defined(skillById(s.id));
      out.push(
        deduction('missingRoleSkill', 1.5, skillsHeading, {
          skill: skill.en,
          skillAr: toSkill(skill).name.ar,
          role: role.en,
          roleAr: role.ar,
        }),
      );
    }
  }

  let empty = 0;
  for (const group of jobHeaderLines(info)) {
    const last = defined(group.lines[group.lines.length - 1]);
    const next = info[last.index + 1];
    const hasBody =
      next && next.section === 'experience' && !next.heading && (next.bullet || next.text.split(/\s+/).length > 14);
    if (!hasBody && empty < 2 && group.lines.some((l) => /\p{L}{3}/u.test(l.text))) {
      empty += 1;
      out.push(
        deduction('emptyExperience', 2, defined(group.lines[0]), { entry: defined(group.lines[0]).text.slice(0, 80) }),
      );
    }
  }

  let cliches = 0;
  let firstPerson = 0;
  for (const line of info) {
    if (line.heading) continue;
    const folded = foldForMatch(line.text);
    for (const { phrase, folded: cliche } of CLICHES) {
      if (cliches < 3 && folded.includes(cliche)) {
        cliches += 1;
        out.push(deduction('cliche', 1.5, line, { phrase }));
      }
    }
    if (firstPerson < 2 && line.section !== 'preamble' && usesFirstPerson(line.text)) {
      firstPerson += 1;
      out.push(deduction('firstPerson', 1.5, line));
    }
    for (const [detail, pattern] of PERSONAL_DETAILS) {
      if (pattern.test(line.text)) out.push(deduction('personalDetails', 1, line, { detail }));
    }
  }
  return { part: 'content', deductions: out };
}
