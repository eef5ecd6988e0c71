import type { TSiteCounter, TSiteInfo } from '@masar/contracts';

/**
 * The least each figure must be for the home page to show it: '0 monthly visitors' or '2 learners'
 * on the first screen reads as "nobody uses this" (issue 21), so a smaller figure is left out.
 */
export const COUNTER_THRESHOLDS: Record<TSiteCounter, number> = {
  trainers: 1,
  workshops: 1,
  learners: 5,
  monthlyVisitors: 1_000,
};

/**
 * The counters the home page shows, in order: trainers, workshops, then one figure of the people
 * here: monthly visitors (PRODUCT.md section 5) once they reach their threshold, learners before.
 */
export function shownCounters(counters: TSiteInfo['counters']): TSiteCounter[] {
  const people: TSiteCounter =
    counters.monthlyVisitors >= COUNTER_THRESHOLDS.monthlyVisitors ? 'monthlyVisitors' : 'learners';
  return (['trainers', 'workshops', people] as const).filter((key) => counters[key] >= COUNTER_THRESHOLDS[key]);
}
