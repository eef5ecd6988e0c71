import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);

/**
 * Font families every printed document can use. Arabic must be set in a Naskh face: with Cairo or
 * Noto Sans/Kufi Arabic, Chromium's PDFs give letters back reversed inside ligatures
 * (ARCHITECTURE.md), which an applicant-tracking system would misread.
 */
export const PDF_FONT_FAMILIES = {
  arabic: 'Masar Naskh',
  latin: 'Masar Sans',
  /** the stack to put on `body`: Latin letters from the Latin face, Arabic from the Naskh face */
  stack: "'Masar Sans', 'Masar Naskh', serif",
} as const;

interface FontFile {
  family: string;
  weight: 400 | 700;
  /**
   * Tried in order. Debian's fonts-noto-core TTFs first: with them pdftotext gives Chromium's Arabic
   * back word for word. Then whole TTFs from npm (@embedpdf/fonts-arabic): words come back whole too,
   * but a lam-alef with hamza comes back reversed («اإلصدار»). Last @fontsource's WOFF2 subsets:
   * they shape the same but come back with words split by stray spaces.
   */
  candidates: string[];
}

const fontsource = (pkg: string, file: string) => {
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'files', file);
  } catch {
    return '';
  }
};
/** the package exports only its script (dist/index.cjs); the fonts sit beside it */
const embedpdf = (file: string) => {
  try {
    return path.join(path.dirname(require.resolve('@embedpdf/fonts-arabic')), '..', 'fonts', file);
  } catch {
    return '';
  }
};

const NOTO = '/usr/share/fonts/truetype/noto';
const FONT_FILES: FontFile[] = [
  {
    family: PDF_FONT_FAMILIES.arabic,
    weight: 400,
    candidates: [
      `${NOTO}/NotoNaskhArabic-Regular.ttf`,
      embedpdf('NotoNaskhArabic-Regular.ttf'),
      fontsource('@fontsource/noto-naskh-arabic', 'noto-naskh-arabic-arabic-400-normal.woff2'),
    ],
  },
  {
    family: PDF_FONT_FAMILIES.arabic,
    weight: 700,
    candidates: [
      `${NOTO}/NotoNaskhArabic-Bold.ttf`,
      embedpdf('NotoNaskhArabic-Bold.ttf'),
      fontsource('@fontsource/noto-naskh-arabic', 'noto-naskh-arabic-arabic-700-normal.woff2'),
    ],
  },
  {
    family: PDF_FONT_FAMILIES.latin,
    weight: 400,
    candidates: [`${NOTO}/NotoSans-Regular.ttf`, fontsource('@fontsource/inter', 'inter-latin-400-normal.woff2')],
  },
  {
    family: PDF_FONT_FAMILIES.latin,
    weight: 700,
    candidates: [`${NOTO}/NotoSans-Bold.ttf`, fontsource('@fontsource/inter', 'inter-latin-700-normal.woff2')],
  },
];

/** Latin letters, digits and punctuation; everything else falls through to the Naskh face. */
const LATIN_RANGE =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';

/** `system`: Debian's fonts when installed; `packages`: only the npm packages' (a machine without Debian's) */
export type PdfFontSource = 'system' | 'packages';
let source: PdfFontSource = 'system';
let cached: string | undefined;

/** Set by the PDF plugin: PDF_BROWSER=bundled prints as a machine with Node and npm alone would. */
export function usePdfFonts(next: PdfFontSource): void {
  if (next !== source) cached = undefined;
  source = next;
}

/**
 * `@font-face` rules with the font files inlined as data URLs: printing needs no network and no
 * file access from the page. Throws when no font file can be found (the PDF would be unreadable).
 */
export function pdfFontFaceCss(): string {
  if (cached) return cached;
  const rules = FONT_FILES.map((font) => {
    const file = font.candidates.find(
      (candidate) => candidate && (source === 'system' || !candidate.startsWith(NOTO)) && existsSync(candidate),
    );
    if (!file) throw new Error(`No font file for ${font.family} ${font.weight}: tried ${font.candidates.join(', ')}`);
    const format = file.endsWith('.woff2') ? 'woff2' : 'truetype';
    const mime = format === 'woff2' ? 'font/woff2' : 'font/ttf';
    const data = readFileSync(file).toString('base64');
    const range = font.family === PDF_FONT_FAMILIES.latin ? `unicode-range: ${LATIN_RANGE};` : '';
    return `@font-face{font-family:'${font.family}';font-weight:${font.weight};font-style:normal;font-display:block;${range}src:url(data:${mime};base64,${data}) format('${format}');}`;
  });
  cached = rules.join('\n');
  return cached;
}

/** The fonts a printed CV is set in (the career engine's resumeHtml takes them). */
export const printFonts = () => ({ faceCss: pdfFontFaceCss(), stack: PDF_FONT_FAMILIES.stack });
