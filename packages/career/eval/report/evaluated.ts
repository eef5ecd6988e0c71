import type { AnalyzedCv } from '../../src/analyze';
import type { Truth } from '../truth';

/** One corpus file after the engine has read it (or failed to). */
export interface Evaluated {
  truth: Truth;
  /** absent when the engine refused the file (UnreadableCvError) */
  result?: AnalyzedCv;
  /** why the file could not be reviewed */
  refused?: string;
  /** review time of each pass, in ms */
  ms: number[];
  /** OCR confidence when the text was read from page images */
  ocr?: number;
}

export const emittedCodes = (e: Evaluated): Set<string> =>
  new Set(e.result?.parts.flatMap((p) => p.deductions.map((d) => d.code)) ?? []);
