import type { LocalLinter } from 'harper.js';
import { enhanceCv } from '../../src/enhance/index';
import { LATIN_SKILL_WORDS } from '../../src/skills/catalog';
import type { Evaluated } from './evaluated';
import { fold } from './parse-accuracy';
import { table } from './table';

// past tenses that are not English
const IRREGULAR =
  /\b(?:dealed|leaded|teached|buyed|builded|writed|runned|maked|taked|gived|goed|doed|sended|spended|thinked|bringed|catched|drived|growed|keeped|meeted|payed|selled|speaked|standed|telled|winned|understanded|holded|feeled|choosed|drawed|forgeted|seted|putted|cutted|beginned|becomed|leaved|finded|getted|knowed|shooted|sitted|setted|spreaded|thinked|weared)\b/i;
// a sentence that stops on a preposition or a conjunction: something was cut or appended badly
const DANGLING_EN = /\b(?:with|for|to|of|by|in|on|at|from|into|through|about|and|or|the|a|an)\s*[.,;:]?\s*$/i;
const DANGLING_AR = /(?:^|\s)(?:في|من|إلى|الى|على|عن|مع|عبر|و|أو|بـ|لـ)\s*[.،؛:]?\s*$/;
const DATE_RANGE = /(?:19|20)\d{2}\s*[–—-]|(?:present|حتى الآن)/i;

// Harper's lint kinds that mean wrong English (style advice is not counted)
const GRAMMAR_KINDS = new Set([
  'Grammar',
  'Agreement',
  'Usage',
  'WordChoice',
  'Malapropism',
  'Eggcorn',
  'BoundaryError',
  'Repetition',
  'Capitalization',
]);
const SPELLING_KINDS = new Set(['Spelling', 'Typo']);

export interface FlaggedRewrite {
  cv: string;
  check: string;
  detail: string;
  original: string;
  suggested: string;
}

export interface EnhanceFigures {
  rewrites: number;
  flagged: FlaggedRewrite[];
}

async function harper(): Promise<LocalLinter> {
  const { LocalLinter, Dialect } = await import('harper.js');
  const { binary } = await import('harper.js/binary');
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  await linter.importWords(LATIN_SKILL_WORDS);
  return linter;
}

/** Harper's complaints about an English rewrite; placeholders for figures read as a number. */
async function englishProblems(linter: LocalLinter, text: string): Promise<string[]> {
  const plain = text.replace(/\[[^\]]*\]/g, '10');
  const lints = await linter.lint(plain);
  const problems: string[] = [];
  for (const lint of lints) {
    const kind = lint.lint_kind();
    const word = lint.get_problem_text();
    // capitalised words are names of people, companies and tools
    const spelling = SPELLING_KINDS.has(kind) && /^[a-z]+$/.test(word);
    if (GRAMMAR_KINDS.has(kind) || spelling) problems.push(`${kind}: «${word}» ${lint.message()}`);
    lint.free();
  }
  return problems;
}

const tail = (s: string) => fold(s).split(' ').slice(-3).join(' ');

/**
 * The built-in enhancement (no model) on each CV the engine read, with objective checks of every
 * rewrite: an irregular verb given -ed, a sentence ending on a preposition, the same ending added
 * to most bullets, a job's header line rewritten, a typo of the CV kept, and Harper's grammar
 * lints of English rewrites.
 */
export async function enhanceFigures(all: Evaluated[]): Promise<EnhanceFigures> {
  const linter = await harper();
  const flagged: FlaggedRewrite[] = [];
  let rewrites = 0;
  const quiet = { warn: () => undefined };
  for (const e of all) {
    if (!e.result) continue;
    const { parsed } = e.result;
    const lang = parsed.language === 'ar' ? 'ar' : 'en';
    const { suggestions } = await enhanceCv(parsed.data, lang, lang, undefined, quiet);
    rewrites += suggestions.length;
    const flag = (s: { original: string; suggested: string }, check: string, detail = '') =>
      flagged.push({ cv: e.truth.id, check, detail, original: s.original, suggested: s.suggested });
    // an ending that was not in the originals, added to at least three and most rewrites
    const added = suggestions
      .map((s) => tail(s.suggested))
      .filter((t, i) => !fold(suggestions[i]?.original ?? '').endsWith(t));
    const common = [...new Set(added)].find(
      (t) => added.filter((x) => x === t).length >= 3 && added.filter((x) => x === t).length * 2 > suggestions.length,
    );
    const headers = e.truth.entries.experience.flatMap((x) => [x.title, x.company]).map(fold);
    for (const s of suggestions) {
      const irregular = s.suggested.match(IRREGULAR)?.[0];
      if (irregular) flag(s, 'irregular past', irregular);
      if (DANGLING_EN.test(s.suggested) || DANGLING_AR.test(s.suggested)) flag(s, 'dangling preposition');
      if (common && tail(s.suggested) === common) flag(s, 'same ending on every bullet', common);
      const original = fold(s.original);
      if (
        s.target.section === 'experience' &&
        (DATE_RANGE.test(s.original) ||
          headers.some((h) => h !== '' && (original === h || original.startsWith(`${h} `))))
      )
        flag(s, 'header line rewritten');
      for (const typo of e.truth.entries.typos)
        if (s.original.includes(typo) && s.suggested.includes(typo)) flag(s, 'typo kept', typo);
      if (/[A-Za-z]{3}/.test(s.suggested) && !/[\u0600-\u06FF]/.test(s.suggested))
        for (const problem of await englishProblems(linter, s.suggested)) flag(s, 'harper', problem);
    }
  }
  return { rewrites, flagged };
}

export const printEnhance = (f: EnhanceFigures) =>
  table(
    `Enhancement: ${f.flagged.length} flags on ${new Set(f.flagged.map((x) => `${x.cv}\n${x.original}`)).size} of ${f.rewrites} rewrites`,
    ['cv', 'check', 'detail', 'original → suggested'],
    f.flagged.map((x) => [x.cv, x.check, x.detail, `${x.original.slice(0, 70)} → ${x.suggested.slice(0, 90)}`]),
  );
