/** Where in the file a run of text or an image sat, as far as extraction can tell. */
export type LayoutPlace = 'header' | 'footer' | 'table' | 'textBox' | 'image';

/** What extraction saw of the layout: the causes behind ATS findings (contact in an image, in a header…). */
export interface LayoutSignals {
  /** 0-based indexes into `lines` of the lines that came from a page header or footer, a table or a text box */
  placedLines: { line: number; place: Exclude<LayoutPlace, 'image'> }[];
  /** images, with the page they are on and whether they sat in the header/footer or the top of page 1 */
  images: { page: number; region: 'header' | 'top' | 'body' | 'footer' }[];
  /** pages whose text came back as glyphs without a usable encoding (font without a ToUnicode map) */
  garbledPages: number[];
}

/** Text taken out of an uploaded CV, before parsing. */
export interface ExtractedText {
  /** non-empty lines, cleaned, in reading order */
  lines: string[];
  pages: number;
  /** 2 when the layout looked like two columns */
  columns: 1 | 2;
  fileType: 'pdf' | 'docx';
  /** absent when the extractor did not look (older stored reviews, tests that build text by hand) */
  layout?: LayoutSignals;
  /** set when the text was read from page images by OCR (a scanned CV) */
  ocr?: { confidence: number };
}
