import { intlFormatter } from './locale';

/** The site's Intl.NumberFormat for a language and options (Latin digits in Arabic). */
export const numberFormat = (lang: string, options: Intl.NumberFormatOptions = {}) =>
  intlFormatter(Intl.NumberFormat, lang, options);

/** A number in the site's language, Latin digits in Arabic too (1,250 / 1.5). */
export const formatNumber = (value: number, lang: string, options?: Intl.NumberFormatOptions) =>
  numberFormat(lang, options).format(value);

/** An amount in integer minor units; decimals only when it is not whole (500 ج.م. / EGP 350.50). */
export function formatMoney(money: { amount: number; currency: string }, lang: string) {
  const digits =
    numberFormat(lang, { style: 'currency', currency: money.currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const value = money.amount / 10 ** digits;
  return formatNumber(value, lang, {
    style: 'currency',
    currency: money.currency,
    minimumFractionDigits: Number.isInteger(value) ? 0 : digits,
    maximumFractionDigits: digits,
  });
}
