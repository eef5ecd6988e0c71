/**
 * The Intl locale of a site language. Arabic is written with Latin digits everywhere (the web app,
 * the e-mails, the certificate): "ar" alone gives Arabic-Indic digits with older ICU data and
 * "ar-EG" always does, so the numbering system is named.
 */
export const intlLocale = (lang: string) => (lang.startsWith('ar') ? 'ar-u-nu-latn' : lang);
