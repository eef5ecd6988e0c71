import {
  INSIGHT_MAX_DAYS,
  INSIGHT_TIME_ZONE,
  type TInsightBucket,
  type TInsightPeriod,
  type TInsightQuery,
} from '@masar/contracts/insight';
import { insightError } from './messages';

const DAY_MS = 86_400_000;

const cairoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: INSIGHT_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Africa/Cairo calendar day of a moment, YYYY-MM-DD. */
export const cairoDate = (at: Date): string => cairoDay.format(at);

const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => fromMs(toMs(day) + n * DAY_MS);
const daysBetween = (from: string, to: string) => Math.round((toMs(to) - toMs(from)) / DAY_MS) + 1;

function validDay(day: string): boolean {
  const ms = toMs(day);
  return Number.isFinite(ms) && fromMs(ms) === day;
}

export interface ResolvedRange {
  period: TInsightPeriod;
  previous: TInsightPeriod;
  bucket: TInsightBucket;
}

const periodOf = (from: string, to: string): TInsightPeriod => ({ from, to, days: daysBetween(from, to) });

/**
 * The range asked for, in Cairo days (both ends included), the period of the same length just
 * before it, and the bucket (by default: days up to a month, weeks up to 120 days, else months).
 */
export function resolveRange(query: TInsightQuery, now: Date): ResolvedRange {
  const today = cairoDate(now);
  let from: string;
  let to = today;
  switch (query.range) {
    case '7d':
      from = addDays(today, -6);
      break;
    case '30d':
      from = addDays(today, -29);
      break;
    case '90d':
      from = addDays(today, -89);
      break;
    case '12m': {
      const d = new Date(toMs(today));
      d.setUTCFullYear(d.getUTCFullYear() - 1);
      from = addDays(fromMs(d.getTime()), 1);
      break;
    }
    case 'custom': {
      if (!query.from || !query.to) throw insightError('customRangeNeedsDates', 'from');
      if (!validDay(query.from)) throw insightError('badDate', 'from');
      if (!validDay(query.to)) throw insightError('badDate', 'to');
      if (query.from > query.to) throw insightError('rangeReversed', 'to');
      if (daysBetween(query.from, query.to) > INSIGHT_MAX_DAYS) throw insightError('rangeTooLong', 'from');
      from = query.from;
      to = query.to;
      break;
    }
  }
  const period = periodOf(from, to);
  const previous = periodOf(addDays(from, -period.days), addDays(from, -1));
  const bucket = query.bucket ?? (period.days <= 31 ? 'day' : period.days <= 120 ? 'week' : 'month');
  return { period, previous, bucket };
}
