import { ARABIC_SKILL_WORDS, LATIN_SKILL_WORDS } from '../skills/catalog';
import { arabicWordList, type WordList } from '../text/arabic-dictionary';
import { lintEnglish } from '../text/english-grammar';
import { ARABIC_LETTER, foldForMatch } from '../text/normalize';
import { deduction, type LineInfo, type PartResult, type RawDeduction, type ScoreInput } from './types';
import { defined } from '@masar/contracts/defined';

const MAX_SPELLING = 8;
const MAX_GRAMMAR = 6;
const LATIN_SKILL_LOWER = new Set(LATIN_SKILL_WORDS.map((w) => w.toLowerCase()));

/** Words of working life the AyaSpell list lacks. */
const ARABIC_DOMAIN_WORDS = new Set([
  ...ARABIC_SKILL_WORDS,
  'أتمتة',
  'أتمتت',
  'الأتمتة',
  'رقمنة',
  'الرقمنة',
  'أتمتنا',
  'برمجيات',
  'البرمجيات',
]);

const tokenAround = (text: string, start: number, end: number) => {
  let a = start;
  let b = end;
  while (a > 0 && /\S/.test(defined(text[a - 1]))) a -= 1;
  while (b < text.length && /\S/.test(defined(text[b]))) b += 1;
  return text.slice(a, b).replace(/^[("']+|[)"',.;:!?]+$/g, '');
};

/** Lines worth checking: prose, not names, headings, contact details or job headers. */
const checkable = (l: LineInfo) =>
  !l.heading &&
  !l.contact &&
  l.section !== 'preamble' &&
  l.section !== 'links' &&
  (l.bullet || l.text.split(/\s+/).length >= 5);

export async function grammarPart({ info }: ScoreInput): Promise<PartResult> {
  const lines = info.filter(checkable);
  const [english, arabic] = await Promise.all([
    englishDeductions(lines.filter((l) => /[A-Za-z]{3}/.test(l.text) && l.language === 'en')),
    arabicDeductions(
      lines.filter(
        (l) => ARABIC_LETTER.test(l.text) && (l.bullet || l.section === 'summary' || l.text.split(/\s+/).length > 8),
      ),
    ),
  ]);
  return {
    part: 'grammar',
    deductions: [...english, ...arabic, ...repeatedWords(lines)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  };
}

async function englishDeductions(lines: LineInfo[]): Promise<RawDeduction[]> {
  if (lines.length === 0) return [];
  // one call for the whole text: each line is a paragraph, offsets map back to lines
  const starts: number[] = [];
  let text = '';
  for (const l of lines) {
    starts.push(text.length);
    text += `${l.text.replace(/^[•●▪◦‣∙·*–—-]\s*/, '')}\n\n`;
  }
  const issues = await lintEnglish(text, LATIN_SKILL_WORDS);
  const result: RawDeduction[] = [];
  let spelling = 0;
  let grammar = 0;
  for (const issue of issues) {
    let k = starts.length - 1;
    while (k > 0 && defined(starts[k]) > issue.start) k -= 1;
    const line = defined(lines[k]);
    const atLineStart = issue.start - defined(starts[k]) === 0;
    // Harper splits "Node.js" and "C#" at the punctuation: a piece of such a token is no mistake
    const token = tokenAround(text, issue.start, issue.end);
    if (/[.#+/]\w/.test(token) || LATIN_SKILL_LOWER.has(token.toLowerCase())) continue;
    if (issue.kind === 'spelling') {
      // capitalised words inside a line are names of people, places and companies
      if (/^[A-Z]/.test(issue.problem) && !atLineStart) continue;
      if (/\d/.test(issue.problem) || spelling >= MAX_SPELLING) continue;
      spelling += 1;
      result.push(
        deduction(issue.suggestion ? 'spelling' : 'spellingNoSuggestion', 1.5, line, {
          word: issue.problem,
          suggestion: issue.suggestion ?? '',
        }),
      );
    } else if (grammar < MAX_GRAMMAR) {
      grammar += 1;
      const code =
        issue.kind === 'capitalization' ? 'capitalization' : issue.kind === 'repetition' ? 'repeatedWord' : 'grammar';
      result.push(
        deduction(code, issue.kind === 'grammar' ? 2 : 1, line, {
          word: issue.problem,
          suggestion: issue.suggestion ?? '',
          message: issue.message,
        }),
      );
    }
  }
  return result;
}

const ARABIC_WORD = /[\u0621-\u064A\u0671-\u06D3]{3,}/g;

/** A spelling the dictionary knows, among the usual slips (hamza, taa marbuta, alef maqsura). */
function arabicCorrection(word: string, list: WordList): string | undefined {
  const candidates = [
    word.replace(/^ا/, 'أ'),
    word.replace(/^ا/, 'إ'),
    word.replace(/^ال([ا])/, 'الأ'),
    word.replace(/^ال([ا])/, 'الإ'),
    word.replace(/ه$/, 'ة'),
    word.replace(/ة$/, 'ه'),
    word.replace(/ي$/, 'ى'),
    word.replace(/ى$/, 'ي'),
  ];
  const slip = candidates.find((c) => c !== word && list.has(c));
  if (slip || word.length < 5) return slip;
  // typing slips: a letter typed twice, or two letters swapped (e.g. مهندسس, مهدنس)
  for (let i = 0; i + 1 < word.length; i += 1) {
    // ...but a verb whose root ends in ت takes the ending ت: أتمتت, ثبتت
    if (word[i] !== word[i + 1] || (word[i] === 'ت' && i + 2 === word.length)) continue;
    const dropped = word.slice(0, i) + word.slice(i + 1);
    if (list.has(dropped)) return dropped;
  }
  for (let i = 0; i + 1 < word.length; i += 1) {
    const swapped = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (swapped !== word && list.has(swapped)) return swapped;
  }
  return undefined;
}

async function arabicDeductions(lines: LineInfo[]): Promise<RawDeduction[]> {
  if (lines.length === 0) return [];
  const list = await arabicWordList();
  const result: RawDeduction[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    for (const word of line.text.replace(/[\u064B-\u065F\u0670]/g, '').match(ARABIC_WORD) ?? []) {
      if (result.length >= MAX_SPELLING) return result;
      if (
        seen.has(word) ||
        list.has(word) ||
        ARABIC_DOMAIN_WORDS.has(word) ||
        ARABIC_DOMAIN_WORDS.has(word.replace(/^(?:و|ف|ب|ل|ال|وال|بال|لل)/, ''))
      )
        continue;
      seen.add(word);
      const correction = arabicCorrection(word, list);
      // a word the list lacks and no usual slip explains is most often a name: count only explained slips
      if (!correction) continue;
      result.push(deduction('arabicSpelling', 1.5, line, { word, suggestion: correction }));
    }
  }
  return result;
}

function repeatedWords(lines: LineInfo[]): RawDeduction[] {
  const result: RawDeduction[] = [];
  for (const line of lines) {
    if (line.language === 'en') continue; // Harper reports English repetitions itself
    const match = foldForMatch(line.text).match(/(?:^|\s)([\p{L}]{2,})\s+\1(?=\s|$)/u);
    if (match)
      result.push(deduction('repeatedWord', 1, line, { word: defined(match[1]), suggestion: defined(match[1]) }));
    if (result.length >= 3) break;
  }
  return result;
}
