import type { TCareerLevel, TIndustry, TParsedResume, TReview, TReviewPart } from '@masar/contracts';
import { PEER_AVERAGE_MIN_REVIEWS } from '@masar/contracts';
import { analyzeCv as analyzeWithEngine, UnreadableCvError, type AnalyzedCv } from '@masar/career/analyze';
import type { Lang } from '#src/lib/error-messages';
import { careerError } from './messages';
import { reviewTexts } from '@masar/career/review-messages';
import type { Averages, ReviewRow } from './career-repository';
import type { ScoredPart } from '@masar/career/score/index';
import { inferRole } from '@masar/career/skills/catalog';

/** What resume_reviews.parts holds. */
export interface StoredReview {
  engine: number;
  fileName: string;
  fileType: 'pdf' | 'docx';
  parsed: TParsedResume;
  parts: ScoredPart[];
}

/** The engine's review of a CV file; a file it cannot read is a 413 (too much) or a 400 (no text, broken). */
export async function analyzeCv(buffer: Buffer, fileType: 'pdf' | 'docx'): Promise<AnalyzedCv> {
  try {
    return await analyzeWithEngine(buffer, fileType);
  } catch (error) {
    if (!(error instanceof UnreadableCvError)) throw error;
    const { reason } = error;
    if (reason === 'unpacksTooLarge' || reason === 'tooComplex')
      throw careerError('PAYLOAD_TOO_LARGE', reason, 'file', { reason });
    throw careerError('VALIDATION_FAILED', reason, 'file', { reason });
  }
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
