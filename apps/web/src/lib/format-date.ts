import { formatOnce, formattingKey } from './formatted-strings';

const cache = new Map<string, Intl.DateTimeFormat>();

/** A date in the active language (Intl), e.g. ٣ مايو ٢٠٢٦ / May 3, 2026. */
export function formatDate(value: string | number | Date, lang: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }) {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatOnce(formattingKey('date', lang, options, date.getTime()), () => {
    const key = `${lang}|${JSON.stringify(options)}`;
    let formatter = cache.get(key);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(lang, options);
      cache.set(key, formatter);
    }
    return formatter.format(date);
  });
}

/** Words joined as the language lists them ("A, B and C"), like formatDate through the page's strings. */
export function formatList(words: string[], lang: string, options: Intl.ListFormatOptions = { type: 'conjunction' }) {
  return formatOnce(formattingKey('list', lang, options, JSON.stringify(words)), () => new Intl.ListFormat(lang, options).format(words));
}
