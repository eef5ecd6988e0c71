import { formatDate } from '@masar/contracts/format';
import { noonOfWeekday, SUPPORT_HOURS, type TSupportSchedule } from '@masar/contracts/support-hours';
import type { Lang } from '#src/lib/error-messages';

const dayName = (day: number, lang: Lang) => formatDate(noonOfWeekday(day), lang, { weekday: 'long', timeZone: 'UTC' });

/** "Sunday to Thursday, 09:00-18:00 (Cairo time)" in the given language, for mails. */
export function describeSupportHours(lang: Lang, hours: TSupportSchedule = SUPPORT_HOURS): string {
  const first = dayName(hours.days[0] ?? 0, lang);
  const last = dayName(hours.days.at(-1) ?? 0, lang);
  return lang === 'ar'
    ? `من ${first} إلى ${last}، من الساعة ${hours.opensAt} حتى ${hours.closesAt} بتوقيت القاهرة`
    : `${first} to ${last}, ${hours.opensAt}–${hours.closesAt} (Cairo time)`;
}
