import { intlFormatter } from './locale';

/** A date (and time, per the options) in the site's language: 25 نوفمبر 2026 / Nov 25, 2026; '' for an invalid one. */
export function formatDate(
  value: string | number | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : intlFormatter(Intl.DateTimeFormat, lang, options).format(date);
}

/** Words joined as the language lists them ("A, B and C" / «أ وب وج»). */
export const formatList = (words: string[], lang: string, options: Intl.ListFormatOptions = { type: 'conjunction' }) =>
  intlFormatter(Intl.ListFormat, lang, options).format(words);
