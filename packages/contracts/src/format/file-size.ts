import { formatNumber } from './number';

const KB = 1024;
// ICU spells megabyte ميغابايت in Arabic; the site writes ميجابايت, so the units are ours
const UNITS = { ar: ['كيلوبايت', 'ميجابايت', 'جيجابايت'], en: ['KB', 'MB', 'GB'] } as const;

/** A file's size: whole kilobytes under 1 MB (never "0"), then MB or GB to one decimal (30 KB, 1.5 MB). */
export function formatFileSize(bytes: number, lang: string) {
  const [kb, mb, gb] = lang.startsWith('ar') ? UNITS.ar : UNITS.en;
  // a no-break space keeps the number with its unit at the end of a line
  const sized = (value: number, unit: string) =>
    `${formatNumber(value, lang, { maximumFractionDigits: 1 })}\u00a0${unit}`;
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  if (kilobytes < KB) return sized(kilobytes, kb);
  const megabytes = bytes / KB ** 2;
  // 1023.96 MB would read "1024 MB": it is 1 GB
  return Math.round(megabytes * 10) < KB * 10 ? sized(megabytes, mb) : sized(bytes / KB ** 3, gb);
}
