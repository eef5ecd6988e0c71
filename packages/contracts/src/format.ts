/**
 * The site's formatting of numbers, money, dates, lengths and file sizes, shared by the web app
 * (through its formatOnce cache, docs/decisions/009), the API's e-mails and the certificate: one
 * digit system (Latin digits in Arabic too) and one rounding rule everywhere. Only Intl.
 */
export { intlLocale } from './format/locale';
export { formatNumber, formatMoney } from './format/number';
export { formatCurrencyName } from './format/currency-name';
export { formatDate, formatList } from './format/date';
export { formatDuration } from './format/duration';
export { formatFileSize } from './format/file-size';
