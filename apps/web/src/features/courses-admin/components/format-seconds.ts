import { formatNumber } from '@/lib/format';

/** A lecture's length as a clock, "5:07" or "1:02:03", with the language's digits. */
export function formatSeconds(total: number, lang: string) {
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (value: number) => formatNumber(value, lang, { minimumIntegerDigits: 2, useGrouping: false });
  const parts =
    hours > 0 ? [formatNumber(hours, lang), two(minutes), two(seconds)] : [formatNumber(minutes, lang), two(seconds)];
  return parts.join(':');
}
