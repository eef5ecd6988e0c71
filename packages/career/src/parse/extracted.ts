/** Text taken out of an uploaded CV, before parsing. */
export interface ExtractedText {
  /** non-empty lines, cleaned, in reading order */
  lines: string[];
  pages: number;
  /** 2 when the layout looked like two columns */
  columns: 1 | 2;
  fileType: 'pdf' | 'docx';
}
