import * as shared from '@masar/contracts/format';
import { formatOnce, formattingKey } from './formatted-strings';

/** A date in the active language with Latin digits, e.g. 3 مايو 2026 / May 3, 2026. */
export function formatDate(
  value: string | number | Date,
  lang: string,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
) {
  const date = new Date(value);
  // an invalid date's key ends in NaN; the shared formatter gives ''
  return formatOnce(formattingKey('date', lang, options, date.getTime()), () => shared.formatDate(date, lang, options));
}

/** Words joined as the language lists them ("A, B and C"), like formatDate through the page's strings. */
export function formatList(words: string[], lang: string, options: Intl.ListFormatOptions = { type: 'conjunction' }) {
  return formatOnce(formattingKey('list', lang, options, JSON.stringify(words)), () =>
    shared.formatList(words, lang, options),
  );
}
