import type { Lang } from '../../../lib/error-messages';

/** PRODUCT.md section 5: Sunday to Thursday, 9:00-18:00, Cairo time. */
export const SUPPORT_HOURS = {
  timeZone: 'Africa/Cairo',
  /** 0 = Sunday … 6 = Saturday */
  days: [0, 1, 2, 3, 4] as readonly number[],
  opensAt: '09:00',
  closesAt: '18:00',
} as const;

export type SupportHours = typeof SUPPORT_HOURS;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The weekday and minute of the day at `at` on the wall clock of `timeZone` (DST included, via ICU). */
export function wallClock(at: Date, timeZone: string): { day: number; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Open from opensAt up to, not including, closesAt on the listed days. */
export function isSupportOpen(at: Date, hours: SupportHours = SUPPORT_HOURS): boolean {
  const { day, minutes } = wallClock(at, hours.timeZone);
  return hours.days.includes(day) && minutes >= minutesOf(hours.opensAt) && minutes < minutesOf(hours.closesAt);
}

const DAY_NAMES: Record<Lang, string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  ar: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
};

/** "Sunday to Thursday, 09:00-18:00 (Cairo time)" in the given language, for mails. */
export function describeSupportHours(lang: Lang, hours: SupportHours = SUPPORT_HOURS): string {
  const first = DAY_NAMES[lang][hours.days[0]!]!;
  const last = DAY_NAMES[lang][hours.days[hours.days.length - 1]!]!;
  return lang === 'ar'
    ? `من ${first} إلى ${last}، من الساعة ${hours.opensAt} حتى ${hours.closesAt} بتوقيت القاهرة`
    : `${first} to ${last}, ${hours.opensAt}–${hours.closesAt} (Cairo time)`;
}
