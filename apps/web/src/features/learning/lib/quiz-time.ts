import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';

/**
 * A quiz rule's minutes exactly (a time limit must not be rounded like a course's length): whole days
 * or hours in those units, anything else in minutes. 90 دقيقة، ساعتان، يوم واحد / 90 minutes, 2 hours.
 */
export function formatMinutes(minutes: number, lang: string) {
  const [value, unit] =
    minutes >= 1440 && minutes % 1440 === 0
      ? [minutes / 1440, 'day']
      : minutes >= 60 && minutes % 60 === 0
        ? [minutes / 60, 'hour']
        : [minutes, 'minute'];
  const text = formatNumber(value, lang, { style: 'unit', unit, unitDisplay: 'long' });
  // Arabic's singular is the bare noun («دقيقة»); the site counts one as «دقيقة واحدة» (formatDuration)
  return value === 1 && lang.startsWith('ar') ? `${text} ${unit === 'day' ? 'واحد' : 'واحدة'}` : text;
}

/** Seconds as a clock, m:ss or h:mm:ss, with Latin digits in both languages. */
export function formatClock(seconds: number, lang: string) {
  const two = (n: number) => formatNumber(n, lang, { minimumIntegerDigits: 2, useGrouping: false });
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return h > 0 ? `${formatNumber(h, lang)}:${two(m)}:${two(s)}` : `${formatNumber(m, lang)}:${two(s)}`;
}

/** A moment of today as its time (10:05 ص), another day's with its date too. */
export function formatMoment(iso: string, lang: string, now = Date.now()) {
  const at = new Date(iso);
  const today = new Date(now).toDateString() === at.toDateString();
  return formatDate(at, lang, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' });
}
