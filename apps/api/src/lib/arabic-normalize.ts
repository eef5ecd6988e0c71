// Arabic search folding: the same word typed with or without diacritics, with any alef form,
// taa marbuta or haa, alef maqsura or yaa, Arabic-Indic or ASCII digits, compares equal.
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const ALEF_FORMS = /[\u0623\u0625\u0622\u0671]/g;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const PERSIAN_DIGITS = /[\u06F0-\u06F9]/g;
const NON_WORD = /[^\p{L}\p{N}]+/gu;
const ARABIC_LETTER = /[\u0600-\u06FF]/;

export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFC')
    .replace(DIACRITICS, '')
    .replace(ALEF_FORMS, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
    .toLowerCase()
    .replace(NON_WORD, ' ')
    .trim();
}

export interface SearchTerm {
  word: string;
  /** Arabic words match anywhere (prefixes such as ال stick to words); Latin ones by word prefix */
  mode: 'substring' | 'prefix';
}

export function searchTerms(query: string, maxWords = 8): SearchTerm[] {
  const normalized = normalizeForSearch(query);
  if (normalized === '') return [];
  const words = [...new Set(normalized.split(' '))].slice(0, maxWords);
  return words.map((word) => ({ word, mode: ARABIC_LETTER.test(word) ? 'substring' : 'prefix' }));
}

/**
 * The strings to look for in a search text padded with a leading space (words are separated
 * by single spaces after normalization): a prefix term must follow a space. The bare word goes
 * first for a prefix term too: spaces are everywhere, so most texts fail faster on it.
 */
export const searchNeedles = (terms: SearchTerm[]): string[] =>
  terms.flatMap((t) => (t.mode === 'substring' ? [t.word] : [t.word, ` ${t.word}`]));

/** The hot loop of an in-memory search: no allocation per text. */
export function matchesNeedles(paddedSearchText: string, needles: string[]): boolean {
  for (const needle of needles) if (!paddedSearchText.includes(needle)) return false;
  return true;
}

/** Same rule as the SQL filter, for in-memory use and tests. */
export function matchesSearch(searchText: string, terms: SearchTerm[]): boolean {
  return matchesNeedles(` ${searchText}`, searchNeedles(terms));
}
