import { intlLocale } from './locale';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A date (and time, per the options) in the site's language: 25 نوفمبر 2026 / Nov 25, 2026; '' for an invalid one. */
export function formatDate(value: string | number | Date, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${lang}|${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(intlLocale(lang), options);
    dateFormats.set(key, formatter);
  }
  return formatter.format(date);
}

/** Words joined as the language lists them ("A, B and C" / «أ وب وج»). */
export const formatList = (words: string[], lang: string, options: Intl.ListFormatOptions = { type: 'conjunction' }) =>
  new Intl.ListFormat(intlLocale(lang), options).format(words);
