import { minutesOfDay, noonOfWeekday } from '@masar/contracts/support-hours';
import { formatDate, formatList } from '@/lib/format-date';

const dayName = (day: number, lang: string) =>
  formatDate(noonOfWeekday(day), lang, { weekday: 'long', timeZone: 'UTC' });

/** "Sunday–Thursday" when the days are consecutive, else a list ("Sunday, Tuesday and Friday"). */
export function formatDays(days: readonly number[], lang: string) {
  const sorted = [...days].sort((a, b) => a - b);
  if (sorted.length === 0) return '';
  const consecutive = sorted.every((day, i) => i === 0 || day === (sorted[i - 1] ?? 0) + 1);
  if (consecutive && sorted.length > 2) return `${dayName(sorted[0] ?? 0, lang)}–${dayName(sorted.at(-1) ?? 0, lang)}`;
  return formatList(
    sorted.map((day) => dayName(day, lang)),
    lang,
  );
}

/** "09:00" as the active language writes a time of day, with the site's digits. */
export function formatTimeOfDay(hhmm: string, lang: string) {
  const total = minutesOfDay(hhmm);
  return formatDate(Date.UTC(2024, 0, 7, Math.floor(total / 60), total % 60), lang, {
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });
}
