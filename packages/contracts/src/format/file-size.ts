import { formatNumber } from './number';

const KB = 1024;
// ICU spells megabyte ميغابايت in Arabic; the site writes ميجابايت, so the units are ours
const UNITS = { ar: ['كيلوبايت', 'ميجابايت', 'جيجابايت'], en: ['KB', 'MB', 'GB'] } as const;

/** A file's size: whole kilobytes under 1 MB (never "0"), then MB or GB to one decimal (30 KB, 1.5 MB). */
export function formatFileSize(bytes: number, lang: string) {
  const units = lang.startsWith('ar') ? UNITS.ar : UNITS.en;
  const kilobytes = Math.max(1, Math.round(bytes / KB));
  if (kilobytes < KB) return `${formatNumber(kilobytes, lang)} ${units[0]}`;
  const megabytes = bytes / KB ** 2;
  // 1023.96 MB would round to "1024 MB": it is 1 GB
  if (Math.round(megabytes * 10) < KB * 10) return `${formatNumber(megabytes, lang, { maximumFractionDigits: 1 })} ${units[1]}`;
  return `${formatNumber(bytes / KB ** 3, lang, { maximumFractionDigits: 1 })} ${units[2]}`;
}
