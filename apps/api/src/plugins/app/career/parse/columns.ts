/**
 * Two columns show in a layout-preserving extraction as a wide run of spaces at about the same
 * place on many lines. One-column CVs have such gaps only on a few lines (a date pushed to the
 * right edge), so a majority of the lines with text must share the gutter.
 */
export function detectColumns(pages: string[]): 1 | 2 {
  let twoColumnPages = 0;
  let pagesWithText = 0;
  for (const page of pages) {
    const lines = page.split('\n').filter((l) => l.trim().length > 0);
    if (lines.length < 6) continue;
    pagesWithText += 1;
    const gutters = new Map<number, number>();
    for (const line of lines) {
      const seen = new Set<number>();
      for (const match of line.matchAll(/\S( {4,})\S/g)) {
        const start = (match.index ?? 0) + 1;
        const end = start + match[1]!.length;
        // bucket every position covered by the gap; a shared gutter column collects many lines
        for (let p = start; p < end; p += 1) {
          const bucket = Math.floor(p / 3);
          if (seen.has(bucket)) continue;
          seen.add(bucket);
          gutters.set(bucket, (gutters.get(bucket) ?? 0) + 1);
        }
      }
    }
    const best = Math.max(0, ...gutters.values());
    if (best >= 6 && best >= lines.length * 0.45) twoColumnPages += 1;
  }
  return pagesWithText > 0 && twoColumnPages * 2 >= pagesWithText ? 2 : 1;
}
