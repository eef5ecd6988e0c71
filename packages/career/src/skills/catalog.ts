import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { ZIndustry, type TCareerRole, type TSkill } from '@masar/contracts';
import { foldForMatch } from '../text/normalize';
import { defined } from '@masar/contracts/defined';

const ZSkillRow = z.object({
  id: z.string(),
  en: z.string(),
  ar: z.string(),
  aliases: z.array(z.string()),
  /** skills that having this one shows (PostgreSQL → SQL) */
  implies: z.array(z.string()).optional(),
  /** a tool or language that Arabic CVs and job posts write in Latin letters (SQL, Power BI): shown so in Arabic too */
  latin: z.boolean().optional(),
  /** soft skills (communication, teamwork) are counted apart from hard ones in a job-description match */
  kind: z.literal('soft').optional(),
});
const ZRoleRow = z.object({
  id: z.string(),
  en: z.string(),
  ar: z.string(),
  industry: ZIndustry,
  /** question banks shared by related roles: tech, data, design, business */
  family: z.enum(['tech', 'data', 'design', 'business']),
  titles: z.array(z.string()),
  skills: z.array(
    z.object({
      id: z.string(),
      importance: z.enum(['essential', 'important', 'nice']),
      weight: z.number().int().positive(),
    }),
  ),
});
export type SkillRow = z.infer<typeof ZSkillRow>;
export type RoleRow = z.infer<typeof ZRoleRow>;

const readData = <T>(file: string, schema: z.ZodType<T>): T =>
  schema.parse(JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')));

/** The bilingual skill list and the role → skills table, shipped as data files in ../data. */
export const SKILLS: readonly SkillRow[] = readData('skills.json', z.array(ZSkillRow));
export const ROLES: readonly RoleRow[] = readData('roles.json', z.array(ZRoleRow));

const SKILL_BY_ID = new Map(SKILLS.map((s) => [s.id, s]));
const ROLE_BY_ID = new Map(ROLES.map((r) => [r.id, r]));
for (const role of ROLES) {
  for (const skill of role.skills)
    if (!SKILL_BY_ID.has(skill.id)) throw new Error(`roles.json: ${role.id} names unknown skill ${skill.id}`);
}
for (const skill of SKILLS) {
  for (const id of skill.implies ?? [])
    if (!SKILL_BY_ID.has(id)) throw new Error(`skills.json: ${skill.id} implies unknown skill ${id}`);
}

/** Latin words of the skill list (React, PostgreSQL, Kubernetes...): never English spelling mistakes. */
export const LATIN_SKILL_WORDS = [
  ...new Set(SKILLS.flatMap((s) => [s.en, ...s.aliases]).flatMap((n) => n.match(/[A-Za-z][A-Za-z0-9.+#-]*/g) ?? [])),
];

export const skillById = (id: string) => SKILL_BY_ID.get(id);

/** The skills with those they imply (PostgreSQL shows SQL, React shows JavaScript). */
export function withImplied(ids: Iterable<string>): Set<string> {
  const out = new Set<string>();
  const add = (id: string) => {
    if (out.has(id)) return;
    out.add(id);
    for (const implied of SKILL_BY_ID.get(id)?.implies ?? []) add(implied);
  };
  for (const id of ids) add(id);
  return out;
}

/** Arabic words of the skill list (سكرم، أجايل، بايثون...): never Arabic spelling mistakes. */
export const ARABIC_SKILL_WORDS = new Set(
  SKILLS.flatMap((s) => [s.ar, ...s.aliases]).flatMap((n) => n.match(/[\u0621-\u064A]+/g) ?? []),
);
export const roleById = (id: string) => ROLE_BY_ID.get(id);
export const toSkill = (s: SkillRow): TSkill => ({ id: s.id, name: { ar: s.latin ? s.en : s.ar, en: s.en } });
export const isSoftSkill = (id: string) => SKILL_BY_ID.get(id)?.kind === 'soft';
export const toRole = (r: RoleRow): TCareerRole => ({ id: r.id, name: { ar: r.ar, en: r.en }, industry: r.industry });

/** Arabic proclitics that stick to words: و ف ب ل ك and the article, alone or combined. */
const PROCLITIC = /^(?:و|ف)?(?:ب|ل|ك)?(?:ال)?(?=\p{L}{2,})/u;

/** Folded word tokens; each Arabic token also without its proclitics. */
export function tokens(text: string): string[][] {
  const raw = foldForMatch(text).match(/[\p{L}\p{N}][\p{L}\p{N}.+#/-]*[\p{L}\p{N}+#]|[\p{L}\p{N}]/gu) ?? [];
  return raw.map((t) => {
    const bare = t.replace(PROCLITIC, '');
    return bare && bare !== t ? [t, bare] : [t];
  });
}

interface Phrase {
  skillId: string;
  words: string[];
  /** short or ambiguous names count only as a whole list item, or as an upper-case acronym in prose */
  itemOnly: boolean;
}

const AMBIGUOUS = new Set([
  'go',
  'r',
  'word',
  'rest',
  'lean',
  'sketch',
  'swift',
  'outlook',
  'node',
  'ai',
  'ux',
  'ml',
  'ts',
  'js',
  'jo',
  'sales',
  'audit',
  'tax',
  // «تقارير المبيعات» is a report, not the skill of selling
  'المبيعات',
  'البيع',
]);
const PHRASES: Phrase[] = SKILLS.flatMap((s) =>
  [s.en, s.ar, ...s.aliases].map((name) => {
    const words = tokens(name).map((variants) => defined(variants[variants.length - 1]));
    const folded = foldForMatch(name);
    return { skillId: s.id, words, itemOnly: AMBIGUOUS.has(folded) || (words.length === 1 && folded.length <= 3) };
  }),
).filter((p) => p.words.length > 0);

/** Phrases by their first word: matching looks only at the phrases a word can start. */
const BY_FIRST_WORD = new Map<string, Phrase[]>();
for (const phrase of PHRASES)
  BY_FIRST_WORD.set(defined(phrase.words[0]), [...(BY_FIRST_WORD.get(defined(phrase.words[0])) ?? []), phrase]);

/**
 * Every phrase found in the text, with where it starts, except one inside a longer phrase of
 * another skill ("analytics" inside "Google Analytics" is not data analysis).
 */
function phrasesIn(text: string[][]): { phrase: Phrase; start: number }[] {
  const found: { phrase: Phrase; start: number }[] = [];
  for (let i = 0; i < text.length; i += 1) {
    for (const variant of new Set(text[i])) {
      for (const phrase of BY_FIRST_WORD.get(variant) ?? [])
        if (phraseAt(text, i, phrase.words)) found.push({ phrase, start: i });
    }
  }
  const end = (m: { phrase: Phrase; start: number }) => m.start + m.phrase.words.length;
  return found.filter(
    (m) =>
      !found.some(
        (other) =>
          other.phrase.skillId !== m.phrase.skillId &&
          other.phrase.words.length > m.phrase.words.length &&
          other.start <= m.start &&
          end(other) >= end(m),
      ),
  );
}

function phraseAt(text: string[][], start: number, words: string[]): boolean {
  return words.every((word, i) => text[start + i]?.includes(word) === true);
}

/** Skills named in a list item ("React.js", "Power BI", "إدارة المشروعات"). */
export function skillsInItem(item: string): string[] {
  const text = tokens(item);
  const found = new Set<string>();
  for (const { phrase, start } of phrasesIn(text)) {
    if (phrase.itemOnly && !(start === 0 && text.length === phrase.words.length)) continue;
    found.add(phrase.skillId);
  }
  return [...found];
}

/** Skills mentioned anywhere in prose; short names only as upper-case acronyms (SQL, AWS, SEO). */
export function skillsInText(text: string): string[] {
  const found = new Set<string>();
  const acronyms = new Set((text.match(/\b[A-Z][A-Z0-9#+]{1,5}\b/g) ?? []).map((a) => a.toLowerCase()));
  for (const { phrase } of phrasesIn(tokens(text))) {
    if (!phrase.itemOnly) found.add(phrase.skillId);
  }
  for (const phrase of PHRASES) {
    if (
      phrase.itemOnly &&
      phrase.words.length === 1 &&
      acronyms.has(defined(phrase.words[0])) &&
      !['go', 'r'].includes(defined(phrase.words[0]))
    )
      found.add(phrase.skillId);
  }
  return [...found];
}

/** The role a job title names, by the longest matching title (both languages). */
export function inferRole(jobTitle: string): RoleRow | undefined {
  const text = tokens(jobTitle);
  let best: { role: RoleRow; length: number } | undefined;
  for (const role of ROLES) {
    for (const title of role.titles) {
      const words = tokens(title).map((v) => defined(v[v.length - 1]));
      for (let i = 0; i + words.length <= text.length; i += 1) {
        if (phraseAt(text, i, words) && (!best || words.length > best.length)) best = { role, length: words.length };
      }
    }
  }
  return best?.role;
}

/** The skill list searched in either language by word prefix. */
export function searchSkills(query: string | undefined, limit: number): TSkill[] {
  const q = foldForMatch(query ?? '').trim();
  if (!q) return SKILLS.slice(0, limit).map(toSkill);
  const scored = SKILLS.map((s) => {
    const names = [s.en, s.ar, ...s.aliases].map(foldForMatch);
    const rank = names.some((n) => n === q)
      ? 0
      : names.some((n) => n.startsWith(q))
        ? 1
        : names.some((n) => n.split(/\s+/).some((w) => w.startsWith(q)))
          ? 2
          : -1;
    return { s, rank };
  }).filter((x) => x.rank >= 0);
  return scored
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((x) => toSkill(x.s));
}
