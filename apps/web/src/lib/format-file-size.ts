import { formatFileSize as sharedFileSize } from '@masar/contracts/format';
import { formatOnce, formattingKey } from './formatted-strings';

/** A file's size: KB under 1 MB, then MB or GB (its own module: only upload forms need it, not the home page). */
export function formatFileSize(bytes: number, lang: string) {
  return formatOnce(formattingKey('size', lang, {}, bytes), () => sharedFileSize(bytes, lang));
}
