import { createHash } from 'node:crypto';
import type { TParsedResume } from '@masar/contracts';
import type { ExtractedText } from './parse/extracted';
import { cvExtractor, ExtractionError } from './parse/extractor';
import { repairReversedLamAlef } from './parse/artefacts';
import { parseResume } from './parse/index';
import { ocrPdf, OcrTooComplexError, OcrUnavailableError } from './parse/ocr';
import { scoreResume, type ScoredPart } from './score/index';
import { scriptCounts } from './text/normalize';

/** Bumped when parsing or scoring changes, so that a stored score is never mixed with a new one. */
export const ENGINE_VERSION = 2;

export interface AnalyzedCv {
  parsed: TParsedResume;
  score: number;
  parts: ScoredPart[];
  textHash: string;
}

/** Why a CV could not be reviewed: it unpacks to too much, is too complex, is broken, or holds no text. */
export type UnreadableReason = 'unpacksTooLarge' | 'tooComplex' | 'unreadable' | 'noText';

export class UnreadableCvError extends Error {
  constructor(readonly reason: UnreadableReason) {
    super(`CV cannot be reviewed: ${reason}`);
  }
}

/** The file's text, read off the caller's thread (parse/extractor.ts). */
async function extract(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<ExtractedText> {
  try {
    return await cvExtractor().extract(buffer, fileType);
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    throw new UnreadableCvError(error.failure === 'tooLarge' ? 'unpacksTooLarge' : error.failure);
  }
}

const hasText = (lines: string[]) => {
  const { arabic, latin } = scriptCounts(lines.join(' '));
  return arabic + latin >= 40;
};

/** A PDF without a text layer (a scan) read by OCR; without OCR, or when it reads nothing, the `noText` refusal. */
async function readScanned(buffer: Buffer, extracted: ExtractedText): Promise<ExtractedText> {
  try {
    const { lines, confidence } = await ocrPdf(buffer);
    if (hasText(lines)) return { lines, pages: extracted.pages, columns: 1, fileType: 'pdf', ocr: { confidence } };
  } catch (error) {
    if (error instanceof OcrTooComplexError) throw new UnreadableCvError('tooComplex');
    if (!(error instanceof OcrUnavailableError)) throw error;
  }
  throw new UnreadableCvError('noText');
}

/**
 * Extract, parse and score a CV file; a scanned PDF is read by OCR where Tesseract is installed.
 * Throws UnreadableCvError for a file without text (a scan, OCR unavailable) or an unreadable one.
 */
export async function analyzeCv(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<AnalyzedCv> {
  let extracted = await extract(buffer, fileType);
  if (!hasText(extracted.lines)) {
    if (fileType === 'docx') throw new UnreadableCvError('unreadable');
    extracted = await readScanned(buffer, extracted);
  }
  extracted = { ...extracted, lines: await repairReversedLamAlef(extracted.lines) };
  const parsed: TParsedResume = { ...parseResume(extracted), ...(extracted.ocr ? { ocr: extracted.ocr } : {}) };
  const { score, parts } = await scoreResume(parsed, extracted.layout);
  const textHash = createHash('sha256')
    .update(`${ENGINE_VERSION}\n${parsed.lines.join('\n')}`)
    .digest('hex');
  return { parsed, score, parts, textHash };
}
