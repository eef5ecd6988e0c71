export type Range = [number, number];

/**
 * Merges [start, end) second ranges into sorted, non-overlapping ones, clipped to the lecture's
 * length: the unique seconds watched, whatever the seeking and replaying (PRODUCT.md section 4).
 */
export function mergeRanges(ranges: Range[], durationSeconds: number): Range[] {
  const limit = Math.max(0, durationSeconds);
  const clipped = ranges
    .map(([s, e]): Range => [Math.max(0, Math.min(s, limit)), Math.max(0, Math.min(e, limit))])
    .filter(([s, e]) => e > s)
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: Range[] = [];
  for (const [s, e] of clipped) {
    const last = merged[merged.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else merged.push([s, e]);
  }
  return merged;
}

export const watchedSeconds = (ranges: Range[]) => ranges.reduce((n, [s, e]) => n + (e - s), 0);

/** 90% of the lecture's seconds, rounded up; a lecture of unknown length (0 s) needs nothing. */
export const isVideoComplete = (ranges: Range[], durationSeconds: number, ratio: number) => watchedSeconds(ranges) >= Math.ceil(durationSeconds * ratio);
