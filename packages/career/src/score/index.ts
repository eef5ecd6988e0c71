import { REVIEW_PART_MAX, type TParsedResume, type TReviewPartName } from '@masar/contracts';
import { achievementsPart } from './achievements';
import { atsPart } from './ats';
import { contentPart } from './content';
import { lineInfo } from './context';
import { grammarPart } from './grammar';
import type { LayoutSignals } from '../parse/extracted';
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

/** Every page of the text came out as glyph codes: its words cannot be judged for spelling. */
const unreadable = (parsed: TParsedResume, layout?: LayoutSignals) =>
  Boolean(layout && layout.garbledPages.length >= Math.max(1, parsed.pages));

/**
 * The deterministic score: the same parsed text (and layout) always gives the same parts and
 * deductions. `layout` lets the ATS part name causes (contact in a header or an image, tables,
 * text boxes, unreadable pages).
 */
export async function scoreResume(
  parsed: TParsedResume,
  layout?: LayoutSignals,
): Promise<{ score: number; parts: ScoredPart[] }> {
  const input = { parsed, info: lineInfo(parsed), layout };
  // what glyph codes "say" (misspelt words, no sections, no figures) is noise: the unreadable text is the finding
  if (unreadable(parsed, layout)) {
    const parts = [
      atsPart(input),
      ...(['grammar', 'content', 'achievements'] as const).map((part) => ({ part, deductions: [] })),
    ];
    return total(parts.sort((a, b) => PART_ORDER.indexOf(a.part) - PART_ORDER.indexOf(b.part)).map(settle));
  }
  const parts = [await grammarPart(input), atsPart(input), contentPart(input), achievementsPart(input)].map(settle);
  return total(parts);
}

const PART_ORDER: TReviewPartName[] = ['grammar', 'ats', 'content', 'achievements'];
const total = (parts: ScoredPart[]) => ({ score: Math.round(parts.reduce((sum, p) => sum + p.score, 0)), parts });
