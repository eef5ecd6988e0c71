import type { TSiteInfo } from '@masar/contracts';
import { formatDate, formatList } from '@/lib/format-date';

export type TSupportSchedule = Pick<TSiteInfo['support'], 'timeZone' | 'days' | 'opensAt' | 'closesAt'>;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const minutes = (hhmm: string) => {
  const [h = '0', m = '0'] = hhmm.split(':');
  return Number(h) * 60 + Number(m);
};

/** Weekday (0 = Sunday) and minutes since midnight of `date` on the wall clock of `timeZone`. */
export function wallClock(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { day: WEEKDAYS.indexOf(part('weekday')), minutes: Number(part('hour')) * 60 + Number(part('minute')) };
}

/** Whether support is open at `date` (PRODUCT.md section 5: Sunday–Thursday 9:00–18:00 Africa/Cairo). */
export function isSupportOpen(schedule: TSupportSchedule, date = new Date()) {
  const now = wallClock(date, schedule.timeZone);
  return schedule.days.includes(now.day) && now.minutes >= minutes(schedule.opensAt) && now.minutes < minutes(schedule.closesAt);
}

// 7 January 2024 was a Sunday: day n of the week is 7 + n January, formatted at noon UTC
const dayName = (day: number, lang: string) => formatDate(Date.UTC(2024, 0, 7 + day, 12), lang, { weekday: 'long', timeZone: 'UTC' });

/** "Sunday–Thursday" when the days are consecutive, else a list ("Sunday, Tuesday and Friday"). */
export function formatDays(days: readonly number[], lang: string) {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const consecutive = sorted.every((day, i) => i === 0 || day === (sorted[i - 1] ?? 0) + 1);
  if (consecutive && sorted.length > 2) return `${dayName(sorted[0] ?? 0, lang)}–${dayName(sorted.at(-1) ?? 0, lang)}`;
  return formatList(sorted.map((day) => dayName(day, lang)), lang);
}

/** "09:00" as the active language writes a time of day (e.g. ٩:٠٠ in Arabic). */
export function formatTimeOfDay(hhmm: string, lang: string) {
  const total = minutes(hhmm);
  return formatDate(Date.UTC(2024, 0, 7, Math.floor(total / 60), total % 60), lang, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
}
