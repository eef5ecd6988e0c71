import { formatNumber } from './number';

/**
 * A course's or a part's length in words, with the one rounding rule of every place that shows one
 * (cards, course page, outline, certificate, verification page): under an hour in whole minutes
 * rounded up like the course's stored length (ceil of its seconds), never fewer than one; from an
 * hour on in hours to the half hour (89 minutes are 1.5 hours, 74 are 1 hour).
 * دقيقة واحدة، 45 دقيقة، ساعتان، 1.5 ساعة / 1 minute, 1.5 hours.
 */
export function formatDuration(minutes: number, lang: string) {
  const whole = Math.max(1, Math.ceil(minutes));
  const hours = whole >= 60;
  const value = hours ? Math.round(whole / 30) / 2 : whole;
  const text = formatNumber(value, lang, {
    style: 'unit',
    unit: hours ? 'hour' : 'minute',
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  });
  // Arabic's singular is the bare noun («دقيقة»); the site counts one as «وحدة واحدة», «محاضرة واحدة»
  return value === 1 && lang.startsWith('ar') ? `${text} واحدة` : text;
}
