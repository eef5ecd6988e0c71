import type { TInsightBucket, TInsightRangeName } from '@masar/contracts/insight';

export const RANGE_NAMES: readonly TInsightRangeName[] = ['7d', '30d', '90d', '12m', 'custom'];
export const BUCKETS: readonly TInsightBucket[] = ['day', 'week', 'month'];

export type TRangeChoice = { range: TInsightRangeName; from?: string; to?: string; bucket?: TInsightBucket };

const isRange = (value: string | null): value is TInsightRangeName => RANGE_NAMES.includes(value as TInsightRangeName);
const isBucket = (value: string | null): value is TInsightBucket => BUCKETS.includes(value as TInsightBucket);
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The range in the page's URL (?range=…&from=…&to=…&bucket=…), 30 days by default. */
export function rangeFromSearch(params: URLSearchParams): TRangeChoice {
  const range = params.get('range');
  const bucket = params.get('bucket');
  const choice: TRangeChoice = { range: isRange(range) ? range : '30d' };
  if (isBucket(bucket)) choice.bucket = bucket;
  if (choice.range === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    if (from && to && DAY.test(from) && DAY.test(to)) Object.assign(choice, { from, to });
    else choice.range = '30d';
  }
  return choice;
}

/** The range as the API's query string. */
export function rangeQuery(choice: TRangeChoice, extra: Record<string, string | number> = {}): string {
  const params = new URLSearchParams({ range: choice.range });
  if (choice.range === 'custom' && choice.from && choice.to) {
    params.set('from', choice.from);
    params.set('to', choice.to);
  }
  if (choice.bucket) params.set('bucket', choice.bucket);
  for (const [key, value] of Object.entries(extra)) params.set(key, String(value));
  return params.toString();
}

/** A change from the previous period as a signed fraction; null when there was nothing before. */
export function changeFrom(previous: number, current: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
