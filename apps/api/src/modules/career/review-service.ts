import { createHash } from 'node:crypto';
import type { TCareerLevel, TIndustry, TParsedResume, TReview, TReviewPart } from '@masar/contracts';
import { PEER_AVERAGE_MIN_REVIEWS } from '@masar/contracts';
import type { Lang } from '#src/lib/error-messages';
import { careerError } from './messages';
import { reviewTexts } from './review-messages';
import type { ExtractedText } from './parse/extracted';
import { cvExtractor, ExtractionError } from './parse/extractor';
import { parseResume } from './parse/index';
import type { Averages, ReviewRow } from './career-repository';
import { scoreResume, type ScoredPart } from './score/index';
import { inferRole } from './skills/catalog';
import { scriptCounts } from './text/normalize';

/** Bumped when parsing or scoring changes, so that a stored score is never mixed with a new one. */
export const ENGINE_VERSION = 1;

/** What resume_reviews.parts holds. */
export interface StoredReview {
  engine: number;
  fileName: string;
  fileType: 'pdf' | 'docx';
  parsed: TParsedResume;
  parts: ScoredPart[];
}

export interface AnalyzedCv {
  parsed: TParsedResume;
  score: number;
  parts: ScoredPart[];
  textHash: string;
}

/** The file's text, read off the server's thread (parse/extractor.ts); a file that asks for too much is a 413. */
async function extract(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<ExtractedText> {
  try {
    return await cvExtractor().extract(buffer, fileType);
  } catch (error) {
    if (!(error instanceof ExtractionError)) throw error;
    if (error.failure === 'tooLarge')
      throw careerError('PAYLOAD_TOO_LARGE', 'unpacksTooLarge', 'file', { reason: 'unpacksTooLarge' });
    if (error.failure === 'tooComplex')
      throw careerError('PAYLOAD_TOO_LARGE', 'tooComplex', 'file', { reason: 'tooComplex' });
    throw careerError('VALIDATION_FAILED', 'unreadable', 'file', { reason: 'unreadable' });
  }
}

/** Extract, parse and score a CV file. Throws 400 for a file without text (a scan) or an unreadable one. */
export async function analyzeCv(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<AnalyzedCv> {
  const extracted = await extract(buffer, fileType);
  const { arabic, latin } = scriptCounts(extracted.lines.join(' '));
  if (arabic + latin < 40)
    throw careerError('VALIDATION_FAILED', fileType === 'pdf' ? 'noText' : 'unreadable', 'file', {
      reason: fileType === 'pdf' ? 'noText' : 'unreadable',
    });
  const parsed = parseResume(extracted);
  const { score, parts } = await scoreResume(parsed);
  const textHash = createHash('sha256')
    .update(`${ENGINE_VERSION}\n${parsed.lines.join('\n')}`)
    .digest('hex');
  return { parsed, score, parts, textHash };
}

const LEVEL_WORDS: [TCareerLevel, RegExp][] = [
  ['manager', /\b(manager|head of|director|lead)\b|مدير|رئيس قسم|قائد فريق/i],
  ['senior', /\b(senior|sr\.?|principal|staff)\b|أول|أقدم|كبير/i],
  ['junior', /\b(junior|jr\.?|associate)\b|مبتدئ|مساعد/i],
  ['entry', /\b(intern|trainee|graduate|fresh)\b|متدرب|حديث التخرج/i],
];

/** The peer group when the learner did not choose one: the role's industry, the level from the title or years. */
export function inferPeerGroup(parsed: TParsedResume): { industry: TIndustry | null; level: TCareerLevel | null } {
  const { data } = parsed;
  const industry =
    data.industry ||
    inferRole(data.jobTitle)?.industry ||
    inferRole(data.experience[0]?.jobTitle ?? '')?.industry ||
    null;
  let level: TCareerLevel | null = data.level || LEVEL_WORDS.find(([, re]) => re.test(data.jobTitle))?.[0] || null;
  if (!level && data.experience.length) {
    const years = data.experience.map((e) => Number(e.from.slice(0, 4))).filter((y) => y > 1900);
    const span = years.length ? new Date().getFullYear() - Math.min(...years) : 0;
    level = span >= 10 ? 'manager' : span >= 6 ? 'senior' : span >= 3 ? 'mid' : span >= 1 ? 'junior' : 'entry';
  }
  return { industry, level };
}

export function toReviewParts(parts: ScoredPart[], lang: Lang): TReviewPart[] {
  return parts.map((p) => ({
    part: p.part,
    score: p.score,
    max: 25 as const,
    deductions: p.deductions.map((d) => ({ ...d, ...reviewTexts(d.code, d.params, lang) })),
  }));
}

export function toReview(row: ReviewRow, averages: Averages, lang: Lang): TReview {
  const stored = row.parts as unknown as StoredReview;
  const enough = (averages.peer?.count ?? 0) >= PEER_AVERAGE_MIN_REVIEWS;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    fileName: stored.fileName,
    fileType: stored.fileType,
    industry: (row.industry as TIndustry | null) ?? null,
    level: (row.level as TCareerLevel | null) ?? null,
    score: row.score,
    parts: toReviewParts(stored.parts, lang),
    average: {
      overall: averages.overall,
      peer:
        averages.peer && row.industry && row.level
          ? {
              industry: row.industry as TIndustry,
              level: row.level as TCareerLevel,
              count: averages.peer.count,
              enough,
              score: enough ? averages.peer.score : null,
            }
          : null,
    },
    parsed: stored.parsed,
  };
}

export function toReviewSummary(row: ReviewRow) {
  const stored = row.parts as unknown as StoredReview;
  return {
    _id: row.id,
    createdAt: row.createdAt.toISOString(),
    fileName: stored.fileName,
    score: row.score,
    industry: (row.industry as TIndustry | null) ?? null,
    level: (row.level as TCareerLevel | null) ?? null,
    language: stored.parsed.language,
  };
}
