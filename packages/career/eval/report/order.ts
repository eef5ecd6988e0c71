import { mean, sampleRankCorrelation } from 'simple-statistics';
import type { Evaluated } from './evaluated';
import { table } from './table';

const TIER_VALUE = { strong: 3, average: 2, weak: 1 } as const;

export interface OrderFigures {
  /** Spearman's rho between score and tier (strong 3, average 2, weak 1); files the engine refused are left out */
  spearman: Record<'all' | 'ar' | 'en' | 'bilingual', { rho: number; n: number }>;
  meanScore: Record<string, Record<string, number>>;
  scores: { id: string; language: string; tier: string; score: number | null }[];
}

export function orderFigures(all: Evaluated[]): OrderFigures {
  const read = all.filter((e) => e.result);
  const rho = (group: Evaluated[]) => ({
    rho:
      group.length > 2
        ? sampleRankCorrelation(
            group.map((e) => e.result?.score ?? 0),
            group.map((e) => TIER_VALUE[e.truth.tier]),
          )
        : Number.NaN,
    n: group.length,
  });
  const of = (lang: string) => read.filter((e) => e.truth.language === lang);
  const meanScore: OrderFigures['meanScore'] = {};
  for (const lang of ['ar', 'en', 'bilingual']) {
    meanScore[lang] = {};
    for (const tier of ['strong', 'average', 'weak'] as const) {
      const scores = of(lang)
        .filter((e) => e.truth.tier === tier)
        .map((e) => e.result?.score ?? 0);
      meanScore[lang][tier] = scores.length ? mean(scores) : Number.NaN;
    }
  }
  return {
    spearman: { all: rho(read), ar: rho(of('ar')), en: rho(of('en')), bilingual: rho(of('bilingual')) },
    meanScore,
    scores: all.map((e) => ({
      id: e.truth.id,
      language: e.truth.language,
      tier: e.truth.tier,
      score: e.result?.score ?? null,
    })),
  };
}

export const printOrder = (f: OrderFigures) =>
  [
    table(
      'Score order: Spearman between score and tier (strong 3, average 2, weak 1), refused files left out',
      ['language', 'rho', 'CVs', 'mean strong', 'mean average', 'mean weak'],
      (['all', 'ar', 'en', 'bilingual'] as const).map((k) => [
        k,
        f.spearman[k].rho,
        f.spearman[k].n,
        ...(k === 'all' ? ['', '', ''] : ['strong', 'average', 'weak'].map((t) => f.meanScore[k]?.[t] ?? Number.NaN)),
      ]),
    ),
    table(
      'Scores',
      ['cv', 'tier', 'score'],
      [...f.scores]
        .sort((a, b) => a.language.localeCompare(b.language) || (b.score ?? -1) - (a.score ?? -1))
        .map((s) => [s.id, s.tier, s.score ?? 'refused']),
    ),
  ].join('\n');
