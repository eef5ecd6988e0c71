import { createHash } from 'node:crypto';
import type { TParsedResume } from '@masar/contracts';
import type { ExtractedText } from './parse/extracted';
import { cvExtractor, ExtractionError } from './parse/extractor';
import { parseResume } from './parse/index';
import { scoreResume, type ScoredPart } from './score/index';
import { scriptCounts } from './text/normalize';

/** Bumped when parsing or scoring changes, so that a stored score is never mixed with a new one. */
export const ENGINE_VERSION = 1;

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

/** Extract, parse and score a CV file. Throws UnreadableCvError for a file without text (a scan) or an unreadable one. */
export async function analyzeCv(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<AnalyzedCv> {
  const extracted = await extract(buffer, fileType);
  const { arabic, latin } = scriptCounts(extracted.lines.join(' '));
  if (arabic + latin < 40) throw new UnreadableCvError(fileType === 'pdf' ? 'noText' : 'unreadable');
  const parsed = parseResume(extracted);
  const { score, parts } = await scoreResume(parsed);
  const textHash = createHash('sha256')
    .update(`${ENGINE_VERSION}\n${parsed.lines.join('\n')}`)
    .digest('hex');
  return { parsed, score, parts, textHash };
}
