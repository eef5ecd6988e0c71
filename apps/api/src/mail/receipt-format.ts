import type { TLanguage } from '@masar/contracts';

/** An amount in minor units as the learner reads it, e.g. "1,800.00 EGP" / "١٬٨٠٠٫٠٠ ج.م.‏". */
export const formatMoney = (amount: number, currency: string, lang: TLanguage) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar-EG' : 'en-US', { style: 'currency', currency }).format(amount / 100);

export const formatDateTime = (date: Date, lang: TLanguage) =>
  new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Cairo' }).format(date);
