import { ARABIC_LETTER, cleanLine, scriptCounts } from '../text/normalize';

interface Word {
  text: string;
  left: number;
}

/** One page as Tesseract read it: its paragraphs (lines in reading order) and each word's confidence (0..100). */
export interface OcrPage {
  paragraphs: string[][];
  confidences: number[];
}

/** a bullet glyph read as a letter, digit or sign: "٠ قدت فريقا", "* Built", "e Led", "« TypeScript" */
const BULLET_READ_AS = /^(?:[٠•·*◦©®°+«»¢]|[eo])\s+(?=\S)/u;
/** a word that is part of a left-to-right run: Latin letters or digits */
const LEFT_TO_RIGHT = /[A-Za-z0-9]/;

/**
 * A line's words in reading order. A right-to-left line (one with Arabic, or any line of an Arabic
 * page) reads from its rightmost word, each run of Latin words and digits inside it from the left
 * ("+20 12 3456" stays in that order, Tesseract's TSV would give "3456 12 20+").
 */
function lineText(words: Word[], rightToLeft: boolean): string {
  if (!rightToLeft) return words.map((w) => w.text).join(' ');
  const out: string[] = [];
  let run: Word[] = [];
  const flush = () => {
    out.push(...[...run].reverse().map((w) => w.text.replace(/^(\d+)\+$/, '+$1')));
    run = [];
  };
  for (const word of [...words].sort((a, b) => b.left - a.left)) {
    if (LEFT_TO_RIGHT.test(word.text) && !ARABIC_LETTER.test(word.text)) run.push(word);
    else {
      flush();
      out.push(word.text);
    }
  }
  flush();
  return out.join(' ');
}

/** Tesseract's TSV output (`tesseract page.png stdout tsv`): words grouped into lines and paragraphs, with their confidences. */
export function readTsv(tsv: string): OcrPage {
  const paragraphs = new Map<string, Map<string, Word[]>>();
  const confidences: number[] = [];
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells[0] !== '5' || cells.length < 12) continue;
    const text = cells.slice(11).join(' ').trim();
    const conf = Number(cells[10]);
    if (!text || !Number.isFinite(conf)) continue;
    if (conf >= 0) confidences.push(conf);
    const paragraph = cells.slice(1, 4).join('/');
    const lines = paragraphs.get(paragraph) ?? new Map<string, Word[]>();
    paragraphs.set(paragraph, lines);
    const words = lines.get(cells[4] ?? '') ?? [];
    lines.set(cells[4] ?? '', words);
    words.push({ text, left: Number(cells[6]) });
  }
  const all = [...paragraphs.values()].flatMap((lines) => [...lines.values()]);
  const { arabic, latin } = scriptCounts(all.flatMap((words) => words.map((w) => w.text)).join(' '));
  const arabicPage = arabic > latin;
  const toLine = (words: Word[]) =>
    cleanLine(lineText(words, arabicPage || words.some((w) => ARABIC_LETTER.test(w.text)))).replace(
      BULLET_READ_AS,
      '• ',
    );
  return {
    paragraphs: [...paragraphs.values()]
      .map((lines) => [...lines.values()].map(toLine).filter((line) => line !== ''))
      .filter((lines) => lines.length > 0),
    confidences,
  };
}
