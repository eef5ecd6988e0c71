/**
 * The Intl locale of a site language. Arabic is written with Latin digits everywhere (the web app,
 * the e-mails, the certificate): "ar" alone gives Arabic-Indic digits with older ICU data and
 * "ar-EG" always does, so the numbering system is named.
 */
export const intlLocale = (lang: string) => (lang.startsWith('ar') ? 'ar-u-nu-latn' : lang);

const formatters = new Map<string, unknown>();

/** One Intl formatter per kind, language and options: building one costs far more than using it. */
export function intlFormatter<T>(Kind: new (locale: string, options: object) => T, lang: string, options: object): T {
  const key = `${Kind.name}|${lang}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = new Kind(intlLocale(lang), options)));
  return formatter;
}
