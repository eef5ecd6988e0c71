const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The gutter of a two-column page in pdftotext's layout mode: a character column that is blank on
 * almost every line while many lines have text on both sides of it. -1 when there is none.
 */
export function findGutter(lines: string[]): number {
  const withText = lines.filter((l) => l.trim() !== '');
  if (withText.length < 8) return -1;
  const width = Math.max(...withText.map((l) => l.length));
  let best = -1;
  let bestStraddling = 0;
  for (let c = Math.floor(width * 0.2); c <= Math.floor(width * 0.8); c += 1) {
    let straddling = 0;
    let blocked = 0;
    for (const line of withText) {
      if (line.slice(c - 1, c + 2).trim() !== '') {
        blocked += 1;
        continue;
      }
      if (line.slice(0, c).trim() !== '' && line.slice(c).trim() !== '') straddling += 1;
    }
    // a full-width heading or two may cross it; body text of one column never does
    if (blocked <= Math.max(2, withText.length * 0.06) && straddling > bestStraddling) {
      best = c;
      bestStraddling = straddling;
    }
  }
  return bestStraddling >= Math.max(4, withText.length * 0.25) ? best : -1;
}

/**
 * A page of layout-mode text read column by column (the side column first: on the left in a
 * left-to-right CV, on the right in a right-to-left one), or null for a one-column page.
 */
export function readColumns(page: string, rtl: boolean): string[] | null {
  const lines = page.replace(BIDI_CONTROLS, '').split('\n');
  const gutter = findGutter(lines);
  if (gutter < 0) return null;
  const left = lines.map((l) => l.slice(0, gutter));
  const right = lines.map((l) => l.slice(gutter));
  return rtl ? [...right, ...left] : [...left, ...right];
}
