import type { TLanguage } from '@masar/contracts';
import { formatDate, formatMoney as formatMinorUnits } from '@masar/contracts/format';

/** An amount in minor units as the site shows it, e.g. "EGP 1,800" / "1,800 ج.م." (decimals only when not whole). */
export const formatMoney = (amount: number, currency: string, lang: TLanguage) =>
  formatMinorUnits({ amount, currency }, lang);

/** A moment on Cairo's clock with the site's digits, e.g. "25 نوفمبر 2026 في 2:00 م". */
export const formatDateTime = (date: Date, lang: TLanguage) =>
  formatDate(date, lang, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' });
