// Glyphs of a font without a usable text map come out as codes it happened to use: replacement
// and private-use characters, pdftotext's (cid:NN), or letters of scripts a CV in Arabic or English
// never uses (Latin Extended-B, IPA: "ǗǙĈƀʄƀʄ" for an Arabic name).
// eslint-disable-next-line no-control-regex -- control characters are among what is looked for
const UNMAPPED = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000E-\u001F]|\(cid:\d+\)|[\u0180-\u02FF\u0370-\u03FF]/gu;
const LETTERS = /[\p{L}\p{N}]/gu;

/** How many characters of the text are glyph codes rather than letters. */
export const unmappedCount = (text: string) => text.match(UNMAPPED)?.length ?? 0;

/** Does a page's text read as glyph codes rather than words (more than a tenth of its characters)? */
export function isGarbled(text: string): boolean {
  const bad = unmappedCount(text);
  const all = (text.match(LETTERS)?.length ?? 0) + bad;
  return bad >= 10 && bad / Math.max(1, all) > 0.1;
}

/** 1-based numbers of the garbled pages among a PDF's page texts. */
export const garbledPages = (pages: string[]) => pages.flatMap((text, i) => (isGarbled(text) ? [i + 1] : []));
