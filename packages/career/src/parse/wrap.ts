import { isBullet } from './entries';
import { headingKind } from './headings';

/**
 * A PDF breaks long achievement lines where the page ends them: "• Built a dashboard used by 40"
 * then "branch managers every week.". A line that starts in lower case (or with a figure) right
 * after a bullet continues it.
 */
export function joinWrapped(lines: string[]): string[] {
  const out: string[] = [];
  let inBullet = false;
  for (const line of lines) {
    const continues = inBullet && /^[a-z0-9(]/.test(line) && !isBullet(line) && !headingKind(line);
    if (continues) {
      out[out.length - 1] = `${out[out.length - 1]} ${line}`;
      continue;
    }
    out.push(line);
    inBullet = isBullet(line);
  }
  return out;
}
