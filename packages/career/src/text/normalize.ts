import { defined } from '@masar/contracts/defined';
// Text as extracted from PDFs and DOCX files, made comparable: bidi controls and presentation forms
// removed, digits in one script, whitespace collapsed.

const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069\u061C\uFEFF]/g;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\u00AD]/g;
const ARABIC_INDIC = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
/** Arabic presentation forms (U+FB50-FDFF, U+FE70-FEFF) as pdf.js gives them */
const PRESENTATION_FORMS = /[\uFB50-\uFDFF\uFE70-\uFEFE]/;

export const ARABIC_LETTER = /[\u0621-\u064A\u0671-\u06D3]/;
export const ARABIC_LETTERS_G = /[\u0621-\u064A\u0671-\u06D3]/g;
export const LATIN_LETTERS_G = /[A-Za-z]/g;

/** ASCII digits for Arabic-Indic and Persian ones (٢٠٢٤ → 2024); the Arabic percent and comma too. */
export function asciiDigits(text: string): string {
  return text
    .replace(ARABIC_INDIC, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066A/g, '%')
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

const AR = '\\u0600-\\u06FF';
// pdftotext rebuilds right-to-left lines from glyph positions and misplaces the left-to-right runs
// inside them: "مارس 2021 – حتى الآن" comes back as "مارس  – 2021حتى الآن", "من 4 مطورين" as
// "من  4مطورين", "35%" as "%35". These patterns put them back.
const DISPLACED_NUMBER = new RegExp(`  (?:([-–—]) )?([%٪]?[\\d٠-٩][\\d٠-٩,./]*[%٪]?)(?=[${AR}])`, 'g');
const DISPLACED_LATIN = new RegExp(`  ([A-Za-z][\\w.+#&-]*)(?=[${AR}])`, 'g');
const LATIN_THEN_ARABIC = new RegExp(`([A-Za-z0-9%])(?=[${AR.replace('\\u0600', '\\u0621')}])`, 'g');
const ARABIC_THEN_LATIN = new RegExp(`([\\u0621-\\u06FF])(?=[A-Za-z])`, 'g');

function repairRightToLeft(text: string): string {
  return text
    .replace(DISPLACED_NUMBER, (_, sep: string | undefined, num: string) => (sep ? ` ${num} ${sep} ` : ` ${num} `))
    .replace(DISPLACED_LATIN, ' $1 ')
    .replace(/(^|\s)[%٪]([\d٠-٩][\d٠-٩.,]*)(?=\s|$)/g, '$1$2%')
    .replace(LATIN_THEN_ARABIC, '$1 ')
    .replace(ARABIC_THEN_LATIN, '$1 ');
}

/** One extracted line, cleaned: no bidi marks, NFKC (joins presentation forms back), single spaces. */
export function cleanLine(line: string): string {
  let text = line.replace(BIDI_CONTROLS, '').replace(ZERO_WIDTH, '');
  if (PRESENTATION_FORMS.test(text)) text = text.normalize('NFKC');
  text = text.replace(/\u0640/g, '').replace(/[\t\u00A0\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
  // the ligature of the word الله comes out of PDFs reversed (ARCHITECTURE.md): "اهلل" is no Arabic word
  if (ARABIC_LETTER.test(text)) text = repairRightToLeft(text).replace(/اهلل/g, 'الله');
  return text.replace(/ {2,}/g, ' ').trim();
}

/** Arabic diacritics (tashkeel, dagger alef) and tatweel: they never change which word it is. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g;

/** The text without diacritics and tatweel (خفّضت → خفضت, مـدير → مدير), letters otherwise as written. */
export const stripMarks = (text: string): string => text.normalize('NFC').replace(MARKS, '');

/** For matching words: lower case, no diacritics, one alef, ه for ة, ي for ى, ASCII digits. */
export function foldForMatch(text: string): string {
  return stripMarks(asciiDigits(text))
    .replace(/[\u0623\u0625\u0622\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .toLowerCase();
}

/** Counts of Arabic and Latin letters: the language of a text is the one with more letters. */
export function scriptCounts(text: string): { arabic: number; latin: number } {
  return { arabic: (text.match(ARABIC_LETTERS_G) ?? []).length, latin: (text.match(LATIN_LETTERS_G) ?? []).length };
}

export function detectLanguage(text: string): 'ar' | 'en' {
  const { arabic, latin } = scriptCounts(text);
  return arabic > latin * 0.6 ? 'ar' : 'en';
}

/** Word tokens (letters and digits, with inner apostrophes, dots and pluses: C++, Node.js, don't). */
export function words(text: string): string[] {
  return text.match(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*(?:[.'’+#-][\p{L}\p{M}\p{N}+#]+)*\+*/gu) ?? [];
}

/** A stable hash of a string (FNV-1a, 32 bits, hex): ids of suggestions and deductions. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * foldForMatch, character by character, with the position in `text` of every folded character:
 * a match found in the folded text can be cut out of the original.
 */
export function foldWithMap(text: string): { folded: string; origin: number[] } {
  let folded = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const piece = foldForMatch(defined(text[i]));
    for (const ch of piece) {
      folded += ch;
      origin.push(i);
    }
  }
  origin.push(text.length);
  return { folded, origin };
}
