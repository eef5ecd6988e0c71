import { arabicWordList, type WordList } from '../text/arabic-dictionary';

/** Arabic presentation forms (U+FB50–FDFF, U+FE70–FEFF): NFKC gives the base letters back. */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFF]/;
const TATWEEL = /\u0640/g;
/**
 * List marks other than "•" at the start of a line: Word's Symbol and Wingdings bullets come out as
 * private-use code points (U+F0B7, U+F0A7, U+F0D8, U+F076, U+F0FC), others as arrows, squares, ticks.
 */
const LIST_MARK =
  /^\s*[\uF0B7\uF0A7\uF0D8\uF076\uF0FC\uF06E\u25AA\u25A0\u25BA\u27A2\u2713\u2714\u2756\u25CB\u25CF\u2022]\s*/;
/** "عميلًا" with its lam-alef turned round: "عمياًل"; tanween on an alef never comes before a lam */
const REVERSED_LAM_ALEF_TANWEEN = /اًل(?![\u0621-\u064A])/g;
/** a diacritic that extraction cut off its letter: "خف ّضت" */
const DETACHED_MARK = /([\u0621-\u064A\u0671-\u06D3])\s+([\u064B-\u065F\u0670]+)/g;
/**
 * A mark that extraction put on the letter before its own, with a space where it was: "خّف ضت" for
 * "خفّضت", "ودّر بت" for "ودرّبت": a mark on the first of two letters (after و, ف, ب, ل or ك), then
 * the rest of the word.
 */
const MOVED_MARK =
  /(^|[^\u0621-\u0652])([\u0648\u0641\u0628\u0644\u0643]?[\u0621-\u064A])([\u064B-\u0652])([\u0621-\u064A]) (?=[\u0621-\u064A])/g;
/** the tanween of "موظفًا" moved back a letter, its alef cut off: "موظًف ا" */
const MOVED_TANWEEN = /([\u0621-\u064A])\u064B([\u0621-\u064A]) ا(?![\u0621-\u064A])/g;
/** a mark before the first letter of a word, the word cut after it: "ُق دت" for "قُدت" */
const LEADING_MARK = /(^|[\s•(])([\u064B-\u0652])([\u0621-\u064A]) ?(?=[\u0621-\u064A])/g;
/** tanween fatha before a letter (it only ends a word): moved back one letter, "جًدا" for "جدًا" */
const EARLY_TANWEEN = /\u064B([\u0621-\u0626\u0628-\u0648\u064A])ا(?![\u0621-\u064A])/g;
/** a shadda on the first letter of a word (no word starts doubled): "خّفضت" for "خفّضت" */
const INITIAL_SHADDA = /(^|[\s•(])([\u0621-\u064A])\u0651([\u0621-\u064A])/g;
/** a comma or colon pushed onto the next word in a right-to-left line: "محاسبة ،مكتب", "إلى :2019 محاسبة" */
const PUSHED_COMMA = /(\S) ([،؛])(?=[\u0621-\u064A])/g;
const PUSHED_COLON = / :([\d٠-٩]+)(?=\s|$)/g;
/** «– Anghami مصممة واجهات»: a Latin name and its dash put before the Arabic title they follow */
const LEADING_LATIN = /(^|\|\s*)[–—-] ([A-Za-z][A-Za-z0-9.&' -]*?) (?=[\u0621-\u064A])([^|]*[^|\s])/g;
/** "%35" or "٪٣٥": the sign went to the other side of its number in a right-to-left line */
const LEADING_PERCENT = /(^|[\s(])([%٪])([\d٠-٩][\d٠-٩.,]*)(?=[\s).,،؛]|$)/g;
/**
 * The lam-alef ligature read backwards: "الأعمال" comes out as "األعمال", "الاستثمار" as "االستثمار".
 * An alef is never followed by another alef, so these always are the article turned round.
 */
const REVERSED_ARTICLE = /ا([اأإآ])ل/g;
/** the lam-alef-maksura ligature read backwards ("عىل" for "على"): ى only ever ends a word */
const REVERSED_LAM_YA = /ىل/g;

/** One line with the extraction artefacts that need no dictionary repaired; the text otherwise as written. */
export function repairArtefacts(line: string): string {
  let text = PRESENTATION_FORMS.test(line) ? line.normalize('NFKC') : line;
  text = text.replace(LIST_MARK, '• ');
  if (!/[\u0600-\u06FF]/.test(text)) return text;
  text = text
    .replace(TATWEEL, '')
    .replace(DETACHED_MARK, '$1$2')
    .replace(MOVED_TANWEEN, '$1$2\u064Bا')
    .replace(LEADING_MARK, '$1$3$2')
    .replace(MOVED_MARK, '$1$2$4$3')
    .replace(EARLY_TANWEEN, '$1\u064Bا')
    .replace(INITIAL_SHADDA, '$1$2$3\u0651')
    .replace(PUSHED_COMMA, '$1$2 ')
    .replace(LEADING_LATIN, '$1$3 – $2')
    .replace(PUSHED_COLON, ' $1:')
    .replace(REVERSED_ARTICLE, 'ال$1')
    .replace(REVERSED_LAM_YA, 'لى')
    .replace(REVERSED_LAM_ALEF_TANWEEN, 'لًا')
    .replace(LEADING_PERCENT, (_, before: string, sign: string, number: string) => `${before}${number}${sign}`);
  return text;
}

const ARABIC_WORD = /[\u0621-\u064A]+/g;
/** a leading article with its prefixes ("وبال", "لل"): that "ال" is the real one */
const ARTICLE = /^(?:[وف]?[بكل]?ال|[وف]?لل)/;

/** Places in a word where "ال" may be the ligature "لا" read backwards (its own article left out). */
function innerArticles(word: string): number[] {
  const from = ARTICLE.exec(word)?.[0].length ?? 0;
  return [...word.matchAll(/ال/g)].map((m) => m.index).filter((at) => at >= Math.max(1, from));
}

/**
 * The plain lam-alef read backwards ("خلال" → "خالل", "إعلان" → "إعالن") can only be told apart from
 * a real "ال" inside a word ("مجال", "عالمي") by a word list: a word is turned round only when it is
 * not a word and the turned one is.
 */
export function swapReversedLamAlef(line: string, words: WordList): string {
  return line.replace(ARABIC_WORD, (word) => {
    const places = innerArticles(word);
    if (places.length === 0 || words.has(word)) return word;
    for (const at of places) {
      const turned = `${word.slice(0, at)}لا${word.slice(at + 2)}`;
      if (words.has(turned)) return turned;
    }
    return word;
  });
}

/** Does the line hold a word that swapReversedLamAlef might repair? */
const mayHaveReversedLamAlef = (line: string) =>
  (line.match(ARABIC_WORD) ?? []).some((word) => innerArticles(word).length > 0);

/**
 * Extracted lines with reversed lam-alefs turned back. Runs on the caller's thread, not in the
 * extraction worker: the word list (loaded once, about a second) does not fit a worker's capped heap.
 */
export async function repairReversedLamAlef(lines: string[]): Promise<string[]> {
  if (!lines.some(mayHaveReversedLamAlef)) return lines;
  const words = await arabicWordList();
  const repaired = lines.map((line) => swapReversedLamAlef(line, words));
  // a font that reverses the ligature does it all through the CV: one odd word is a name («السالمية»), left as written
  const changed = repaired.reduce((n, line, i) => n + changedWords(lines[i] ?? '', line), 0);
  return changed >= 2 ? repaired : lines;
}

const changedWords = (before: string, after: string) => {
  const a = before.split(/\s+/);
  const b = after.split(/\s+/);
  return a.filter((word, i) => word !== b[i]).length;
};

/** A line that is only a letter or two of Arabic with marks: a piece extraction moved off its word («اًل»). */
export const isStrayFragment = (line: string) =>
  /^[\u0621-\u0652\s]+$/.test(line) && (line.match(/[\u0621-\u064A]/g) ?? []).length <= 2;
