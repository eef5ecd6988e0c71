import type { TParsedResume, TReviewPartName } from '@masar/contracts';
import type { LayoutSignals } from '../parse/extracted';

/** A deduction before its texts are written (the texts depend on the reader's language). */
export interface RawDeduction {
  code: string;
  points: number;
  /** 1-based line of the extracted text; null for the whole CV */
  line: number | null;
  excerpt: string;
  params: Record<string, string | number>;
}

export interface LineInfo {
  index: number;
  text: string;
  section: TParsedResume['sections'][number]['kind'] | 'preamble';
  heading: boolean;
  bullet: boolean;
  contact: boolean;
  language: 'ar' | 'en';
}

export interface ScoreInput {
  parsed: TParsedResume;
  info: LineInfo[];
  /** where extraction saw headers, tables, text boxes, images and unreadable pages (absent: not looked at) */
  layout?: LayoutSignals;
}

export interface PartResult {
  part: TReviewPartName;
  deductions: RawDeduction[];
}

export const deduction = (
  code: string,
  points: number,
  line: LineInfo | null,
  params: RawDeduction['params'] = {},
): RawDeduction => ({
  code,
  points,
  line: line ? line.index + 1 : null,
  excerpt: line ? line.text.slice(0, 160) : '',
  params,
});
