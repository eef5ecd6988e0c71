import type { TLanguage } from '@masar/contracts';
import { LATIN_SKILL_WORDS } from '../skills/catalog';
import { arabicWordList } from '../text/arabic-dictionary';
import { lintEnglish } from '../text/english-grammar';
import { stripMarks } from '../text/normalize';
import {
  arabicCorrection,
  englishCorrection,
  isNameLikeToken,
  knownArabicWord,
  taaMarbutaSlip,
} from '../text/spelling';
import { defined } from '@masar/contracts/defined';

const LATIN_SKILL_LOWER = new Set(LATIN_SKILL_WORDS.map((w) => w.toLowerCase()));

/**
 * The lines with their unambiguous typos corrected, by the review's own spelling checks: a word
 * only changes when one close correction explains it (never names, acronyms or tech terms).
 */
export async function fixTypos(lines: string[], lang: TLanguage, names: Set<string>): Promise<string[]> {
  return lang === 'en' ? fixEnglish(lines, names) : fixArabic(lines, names);
}

async function fixEnglish(lines: string[], names: Set<string>): Promise<string[]> {
  if (lines.length === 0) return lines;
  const starts: number[] = [];
  let text = '';
  for (const line of lines) {
    starts.push(text.length);
    text += `${line}\n\n`;
  }
  const issues = await lintEnglish(text, LATIN_SKILL_WORDS);
  const fixed = [...lines];
  // from the end, so that earlier offsets stay right
  for (const issue of issues.filter((i) => i.kind === 'spelling').reverse()) {
    let k = starts.length - 1;
    while (k > 0 && defined(starts[k]) > issue.start) k -= 1;
    const word = issue.problem;
    const before = text.slice(defined(starts[k]), issue.start);
    const sentenceStart = before.trim() === '' || /[.!?:;]\s*$/.test(before);
    const token = `${/\S*$/.exec(text.slice(0, issue.start))?.[0] ?? ''}${word}${/^\S*/.exec(text.slice(issue.end))?.[0] ?? ''}`;
    if (isNameLikeToken(word) || /[.#+/@]\w/.test(token) || names.has(word.toLowerCase())) continue;
    if (LATIN_SKILL_LOWER.has(word.toLowerCase()) || (/^[A-Z]/.test(word) && !sentenceStart)) continue;
    const suggestion = englishCorrection(word, issue.suggestions, token);
    if (!suggestion) continue;
    const from = issue.start - defined(starts[k]);
    const line = defined(fixed[k]);
    fixed[k] = line.slice(0, from) + suggestion + line.slice(from + word.length);
  }
  return fixed;
}

async function fixArabic(lines: string[], names: Set<string>): Promise<string[]> {
  const list = await arabicWordList();
  return lines.map((line) =>
    line.replace(/[\u0621-\u064A](?:[\u0621-\u064A]|\p{M})+/gu, (written) => {
      const word = stripMarks(written);
      if (word.length < 3 || names.has(word)) return written;
      const fix = knownArabicWord(word, list, names) ? taaMarbutaSlip(word, list) : arabicCorrection(word, list);
      return fix ?? written;
    }),
  );
}
