import { formatNumber } from './number';

/**
 * The one rounding rule for a course's or a part's length, wherever it is shown (cards, course
 * page, outline, certificate, verification page): under an hour in whole minutes rounded up like
 * the course's stored length (ceil of its seconds), never fewer than one; from an hour on in hours
 * to the half hour (89 minutes are 1.5 hours, 74 are 1 hour).
 */
export function roundDuration(minutes: number): { unit: 'minute' | 'hour'; value: number } {
  const whole = Math.max(1, Math.ceil(minutes));
  return whole < 60 ? { unit: 'minute', value: whole } : { unit: 'hour', value: Math.round(whole / 30) / 2 };
}

/** A length in minutes as words of the language: دقيقة واحدة، 45 دقيقة، ساعتان، 1.5 ساعة / 1 minute, 1.5 hours. */
export function formatDuration(minutes: number, lang: string) {
  const { unit, value } = roundDuration(minutes);
  const text = formatNumber(value, lang, { style: 'unit', unit, unitDisplay: 'long', maximumFractionDigits: 1 });
  // Arabic's singular is the bare noun («دقيقة»); the site counts one as «وحدة واحدة», «محاضرة واحدة»
  return value === 1 && lang.startsWith('ar') ? `${text} واحدة` : text;
}
