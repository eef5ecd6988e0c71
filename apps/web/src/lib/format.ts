import type { TMoney } from '@masar/contracts';
import { formatOnce, formattingKey } from './formatted-strings';

const cache = new Map<string, Intl.NumberFormat>();

function numberFormat(lang: string, options: Intl.NumberFormatOptions) {
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = cache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(lang, options);
    cache.set(key, formatter);
  }
  return formatter;
}

/** Money arrives in integer minor units; the currency's own fraction digits decide the divisor. */
export function formatPrice(money: TMoney, lang: string) {
  return formatOnce(formattingKey('price', lang, {}, `${money.amount} ${money.currency}`), () => priceText(money, lang));
}

function priceText(money: TMoney, lang: string) {
  const formatter = numberFormat(lang, { style: 'currency', currency: money.currency });
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2;
  const value = money.amount / 10 ** digits;
  const whole = Number.isInteger(value);
  return numberFormat(lang, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: whole ? 0 : digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export function formatNumber(value: number, lang: string, options: Intl.NumberFormatOptions = {}) {
  return formatOnce(formattingKey('number', lang, options, value), () => numberFormat(lang, options).format(value));
}

/** Minutes as hours (rounded to a half hour) or minutes, in the active language. */
export function formatDuration(minutes: number, lang: string) {
  if (minutes < 60) return formatNumber(minutes, lang, { style: 'unit', unit: 'minute', unitDisplay: 'long' });
  const hours = Math.round((minutes / 60) * 2) / 2;
  return formatNumber(hours, lang, { style: 'unit', unit: 'hour', unitDisplay: 'long', maximumFractionDigits: 1 });
}
