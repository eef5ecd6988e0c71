import type { TMoney } from '@masar/contracts';
import * as shared from '@masar/contracts/format';
import { formatOnce, formattingKey } from './formatted-strings';

// The shared formatters (Latin digits in Arabic, one rounding rule), through the page's strings (decision 009).

/** Money arrives in integer minor units; decimals only when it is not whole. */
export function formatPrice(money: TMoney, lang: string) {
  return formatOnce(formattingKey('price', lang, {}, `${money.amount} ${money.currency}`), () =>
    shared.formatMoney(money, lang),
  );
}

export function formatNumber(value: number, lang: string, options: Intl.NumberFormatOptions = {}) {
  return formatOnce(formattingKey('number', lang, options, value), () => shared.formatNumber(value, lang, options));
}

/** Minutes as minutes (under an hour, at least one) or hours to the half hour, in the active language. */
export function formatDuration(minutes: number, lang: string) {
  return formatOnce(formattingKey('duration', lang, {}, minutes), () => shared.formatDuration(minutes, lang));
}
