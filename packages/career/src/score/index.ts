import { REVIEW_PART_MAX, type TParsedResume, type TReviewPartName } from '@masar/contracts';
import { achievementsPart } from './achievements';
import { atsPart } from './ats';
import { contentPart } from './content';
import { lineInfo } from './context';
import { grammarPart } from './grammar';
import type { PartResult, RawDeduction } from './types';

export interface ScoredPart {
  part: TReviewPartName;
  score: number;
  deductions: RawDeduction[];
}

/** Deductions in line order, clipped so that a part never goes below zero. */
function settle({ part, deductions }: PartResult): ScoredPart {
  let left = REVIEW_PART_MAX;
  const kept: RawDeduction[] = [];
  for (const d of deductions) {
    if (left <= 0) break;
    const points = Math.min(d.points, left);
    left -= points;
    kept.push({ ...d, points });
  }
  return { part, score: Math.round(left * 2) / 2, deductions: kept };
}

/** The deterministic score: the same parsed text always gives the same parts and deductions. */
export async function scoreResume(parsed: TParsedResume): Promise<{ score: number; parts: ScoredPart[] }> {
  const input = { parsed, info: lineInfo(parsed) };
  const parts = [await grammarPart(input), atsPart(input), contentPart(input), achievementsPart(input)].map(settle);
  return { score: Math.round(parts.reduce((sum, p) => sum + p.score, 0)), parts };
}
