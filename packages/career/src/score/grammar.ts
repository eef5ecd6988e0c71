import { LATIN_SKILL_WORDS } from '../skills/catalog';
import { arabicWordList } from '../text/arabic-dictionary';
import { lintEnglish } from '../text/english-grammar';
import { ARABIC_LETTER, foldForMatch, stripMarks } from '../text/normalize';
import {
  arabicCorrection,
  englishCorrection,
  isNameLikeToken,
  knownArabicWord,
  namesInCv,
  reversedLigatureCount,
  taaMarbutaSlip,
  unreversedLigatures,
} from '../text/spelling';
import { deduction, type LineInfo, type PartResult, type RawDeduction, type ScoreInput } from './types';
import { defined } from '@masar/contracts/defined';

const MAX_SPELLING = 8;
const MAX_GRAMMAR = 6;
const LATIN_SKILL_LOWER = new Set(LATIN_SKILL_WORDS.map((w) => w.toLowerCase()));

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

// eslint-disable-next-line no-control-regex -- control characters are signs of a font without a text map
const GARBLED = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000B\u000C\u000E-\u001F]|\(cid:\d+\)/;

/** Reversed ligatures in this many places mean a font the text cannot be read from, not a careless writer. */
const UNREADABLE_FONT_SIGNS = 3;

export async function grammarPart({ parsed, info }: ScoreInput): Promise<PartResult> {
  const names = namesInCv(parsed.data);
  const lines = info.filter((l) => checkable(l) && !GARBLED.test(l.text));
  const [english, arabic] = await Promise.all([
    englishDeductions(
      lines.filter((l) => /[A-Za-z]{3}/.test(l.text) && l.language === 'en'),
      names,
      info,
    ),
    arabicDeductions(
      lines.filter(
        (l) => ARABIC_LETTER.test(l.text) && (l.bullet || l.section === 'summary' || l.text.split(/\s+/).length > 8),
      ),
      info,
      names,
    ),
  ]);
  return {
    part: 'grammar',
    deductions: [...english, ...arabic, ...repeatedWords(lines)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
  };
}

/** Sections that list names (tools, certificates, languages): a capitalised word there is a name. */
const NAME_LISTS = new Set<LineInfo['section']>(['skills', 'certifications', 'languages', 'links']);

async function englishDeductions(lines: LineInfo[], names: Set<string>, all: LineInfo[]): Promise<RawDeduction[]> {
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
    const before = text.slice(defined(starts[k]), issue.start);
    const sentenceStart = before.trim() === '' || /[.!?:;]\s*$/.test(before);
    // Harper splits "Node.js" and "C#" at the punctuation: a piece of such a token is no mistake
    const token = tokenAround(text, issue.start, issue.end);
    if (/[.#+/]\w/.test(token) || LATIN_SKILL_LOWER.has(token.toLowerCase())) continue;
    const word = issue.problem;
    const capitalised = /^[A-Z]/.test(word);
    const name = isNameLikeToken(token) || isNameLikeToken(word) || names.has(word.toLowerCase());
    if (name && (issue.kind === 'spelling' || issue.kind === 'capitalization')) continue;
    if (issue.kind === 'spelling') {
      // capitalised words inside a sentence or in a list of tools are names of people, places and products
      if ((capitalised && (!sentenceStart || NAME_LISTS.has(line.section))) || spelling >= MAX_SPELLING) continue;
      // a word no dictionary word is close to is jargon or a name, not a slip
      const suggestion = englishCorrection(word, issue.suggestions, token);
      if (!suggestion) continue;
      spelling += 1;
      result.push(deduction('spelling', 1.5, line, { word, suggestion }));
    } else if (issue.kind === 'capitalization' && (capitalised || continuesLine(line, all))) {
      // "Dar Al Fouad": Harper would write AL; a name keeps its own capitals; a wrapped line starts in lower case
      continue;
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

/** A line that carries on the sentence of the line before it (a wrapped bullet the parser left apart). */
const continuesLine = (line: LineInfo, all: LineInfo[]) => {
  const before = all[line.index - 1];
  return /^[a-z]/.test(line.text) && before !== undefined && !before.heading && !/[.!?:]\s*$/.test(before.text);
};

const ARABIC_WORD = /[\u0621-\u064A\u0671-\u06D3]{3,}/g;

async function arabicDeductions(lines: LineInfo[], all: LineInfo[], names: Set<string>): Promise<RawDeduction[]> {
  if (lines.length === 0) return [];
  const list = await arabicWordList();
  const known = (word: string) => knownArabicWord(word, list, names);
  const wordsOf = (line: LineInfo) => stripMarks(line.text).match(ARABIC_WORD) ?? [];
  // words that text extraction broke (reversed lam-alef ligatures) tell of the font, not the writer
  const broken = (word: string) => !known(word) && unreversedLigatures(word, list) !== undefined;
  const brokenLines = new Set(all.filter((l) => wordsOf(l).some(broken)).map((l) => l.index));
  const signs = all.reduce((n, l) => n + reversedLigatureCount(l.text), 0) + brokenLines.size;
  if (signs >= UNREADABLE_FONT_SIGNS) return [];
  const result: RawDeduction[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    if (brokenLines.has(line.index)) continue;
    for (const word of wordsOf(line)) {
      if (result.length >= MAX_SPELLING) return result;
      if (seen.has(word)) continue;
      seen.add(word);
      if (names.has(word)) continue;
      const correction = known(word) ? taaMarbutaSlip(word, list) : arabicCorrection(word, list);
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
