import type { TInsightBucket } from '@masar/contracts/insight';
import { formatNumber, formatPrice } from '@/lib/format';
import { formatDate } from '@/lib/format-date';

/** A bucket's first day (YYYY-MM-DD, a Cairo day) as the app writes dates. */
export function bucketLabel(day: string, bucket: TInsightBucket, lang: string) {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month'
      ? { month: 'short', year: 'numeric', timeZone: 'UTC' }
      : { day: 'numeric', month: 'short', timeZone: 'UTC' };
  return formatDate(`${day}T00:00:00Z`, lang, options);
}

export const dayLabel = (day: string, lang: string) =>
  formatDate(`${day}T00:00:00Z`, lang, { dateStyle: 'medium', timeZone: 'UTC' });

export const money = (amount: number, currency: string, lang: string) => formatPrice({ amount, currency }, lang);
export const count = (value: number, lang: string) => formatNumber(value, lang);
/** 0–100 as a percentage */
export const percent = (value: number, lang: string) =>
  formatNumber(value / 100, lang, { style: 'percent', maximumFractionDigits: 1 });
