import { ARABIC_LETTER, cleanLine, scriptCounts } from '../text/normalize';

interface Word {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A line as read, with where it sits on the page (pixels). */
interface PlacedLine {
  text: string;
  rightToLeft: boolean;
  bullet: boolean;
  /** where the line starts: its left edge, or its right edge when it reads right to left */
  start: number;
  /** where its text starts after a bullet (the start of a line that wraps under it) */
  textStart: number;
  top: number;
  bottom: number;
  width: number;
}

/** One page as Tesseract read it: its lines in reading order (wrapped lines joined) and each word's confidence (0..100). */
export interface OcrPage {
  lines: string[];
  confidences: number[];
}

/** a bullet glyph read as a letter, digit or sign: "٠ قدت فريقا", "* Built", "e Led", "« TypeScript" */
const BULLET_READ_AS = /^(?:[٠•·*◦©®°+«»¢]|[eo])\s+(?=\S)/u;
/** on a Latin line, a bullet read as a few Arabic letters: "لاط Added Redis caching" */
const BULLET_READ_AS_ARABIC = /^[\u0621-\u064A\u0660-\u0669]{1,3}\s+(?=[A-Za-z])/u;
/** a word that is part of a left-to-right run: Latin letters or digits */
const LEFT_TO_RIGHT = /[A-Za-z0-9]/;
const SENTENCE_END = /[.!?؟:]$/u;

/**
 * A line's words in reading order: from the left, or, in a right-to-left line, from the right with
 * each run of Latin words and digits inside it read from the left ("+20 12 3456" stays in that
 * order, where Tesseract's TSV gives "3456 12 20+").
 */
function ordered(words: Word[], rightToLeft: boolean): Word[] {
  if (!rightToLeft) return [...words].sort((a, b) => a.left - b.left);
  const out: Word[] = [];
  let run: Word[] = [];
  const flush = () => {
    out.push(...run.sort((a, b) => a.left - b.left).map((w) => ({ ...w, text: w.text.replace(/^(\d+)\+$/, '+$1') })));
    run = [];
  };
  // by left edges: a word's box can be far too wide to its right («يونيو» over «سبتمبر»)
  for (const word of [...words].sort((a, b) => b.left - a.left)) {
    if (LEFT_TO_RIGHT.test(word.text) && !ARABIC_LETTER.test(word.text)) run.push(word);
    else {
      flush();
      out.push(word);
    }
  }
  flush();
  return out;
}

function placeLine(words: Word[], arabicPage: boolean): PlacedLine {
  const counts = scriptCounts(words.map((w) => w.text).join(' '));
  const rightToLeft = arabicPage || counts.arabic > counts.latin;
  const inOrder = ordered(words, rightToLeft);
  let text = cleanLine(inOrder.map((w) => w.text).join(' ')).replace(BULLET_READ_AS, '• ');
  if (!rightToLeft) text = text.replace(BULLET_READ_AS_ARABIC, '• ');
  const bullet = text.startsWith('• ');
  const edge = (w: Word | undefined) => (w ? (rightToLeft ? w.right : w.left) : 0);
  const left = Math.min(...words.map((w) => w.left));
  const right = Math.max(...words.map((w) => w.right));
  return {
    text,
    rightToLeft,
    bullet,
    start: edge(inOrder[0]),
    textStart: edge(bullet ? inOrder[1] : inOrder[0]),
    top: Math.min(...words.map((w) => w.top)),
    bottom: Math.max(...words.map((w) => w.bottom)),
    width: right - left,
  };
}

/**
 * Lines that continue the one above: under a bullet's text (a hanging indent), or under a full-width
 * line of a paragraph, with no more than a line's gap between them. Tesseract often puts such a
 * line in a block of its own, so its blocks cannot tell.
 */
function joinWrapped(lines: PlacedLine[], pageWidth: number): string[] {
  const tolerance = pageWidth * 0.015;
  const widest = Math.max(0, ...lines.map((l) => l.width));
  const out: string[] = [];
  let previous: PlacedLine | undefined;
  let anchor: PlacedLine | undefined; // the bullet line being continued
  for (const line of lines) {
    const gap = previous ? line.top - previous.bottom : Infinity;
    const close = previous !== undefined && gap >= -2 && gap <= (previous.bottom - previous.top) * 0.9;
    const sameDirection = previous?.rightToLeft === line.rightToLeft;
    // under the bullet's text, nearer to it than to the bullet itself, after a line that ran on
    // (a short line is a whole item whose next item lost its bullet glyph)
    const underBullet =
      anchor !== undefined &&
      previous !== undefined &&
      !SENTENCE_END.test(previous.text) &&
      previous.width >= widest * 0.4 &&
      Math.abs(line.start - anchor.textStart) <= Math.min(tolerance, Math.abs(anchor.textStart - anchor.start) / 2);
    const underParagraph =
      previous !== undefined &&
      !previous.bullet &&
      anchor === undefined &&
      previous.width >= widest * 0.85 &&
      !SENTENCE_END.test(previous.text) &&
      Math.abs(line.start - previous.start) <= tolerance;
    if (previous && close && sameDirection && !line.bullet && (underBullet || underParagraph)) {
      out[out.length - 1] = `${out[out.length - 1]} ${line.text}`;
    } else {
      out.push(line.text);
      anchor = line.bullet ? line : undefined;
    }
    previous = line;
  }
  return out;
}

/** Tesseract's TSV output (`tesseract page.png stdout tsv`): its words put into lines, with their confidences. */
export function readTsv(tsv: string): OcrPage {
  const lines = new Map<string, Word[]>();
  const confidences: number[] = [];
  let pageWidth = 0;
  for (const row of tsv.split('\n').slice(1)) {
    const cells = row.split('\t');
    if (cells.length < 12) continue;
    const [left, top, width, height] = cells.slice(6, 10).map(Number) as [number, number, number, number];
    if (cells[0] === '1') pageWidth = width;
    const text = cells.slice(11).join(' ').trim();
    const conf = Number(cells[10]);
    if (cells[0] !== '5' || !text || !Number.isFinite(conf)) continue;
    if (conf >= 0) confidences.push(conf);
    const key = cells.slice(1, 5).join('/');
    const words = lines.get(key) ?? [];
    words.push({ text, left, right: left + width, top, bottom: top + height });
    lines.set(key, words);
  }
  const all = [...lines.values()];
  const { arabic, latin } = scriptCounts(all.flatMap((words) => words.map((w) => w.text)).join(' '));
  const placed = all.map((words) => placeLine(words, arabic > latin)).filter((line) => line.text !== '');
  return { lines: joinWrapped(placed, pageWidth || Math.max(1, ...placed.map((l) => l.width))), confidences };
}
