/**
 * Watched seconds of a lecture as [start, end) ranges of whole seconds (PRODUCT.md section 4): the
 * player reports them, the server merges them into the unique seconds watched. Both apps use
 * these rules, so a range means the same on either side.
 */
export type TWatchedRange = [number, number];

/** Sorted, non-overlapping ranges: overlapping and touching ones joined, empty ones dropped. */
export function mergeRanges(ranges: readonly TWatchedRange[]): TWatchedRange[] {
  const sorted = ranges.filter(([start, end]) => end > start).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const merged: TWatchedRange[] = [];
  for (const [start, end] of sorted) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

/** Ranges held to [0, lengthSeconds]; what lies beyond the lecture is dropped. */
export function clipRanges(ranges: readonly TWatchedRange[], lengthSeconds: number): TWatchedRange[] {
  const limit = Math.max(0, lengthSeconds);
  const clamp = (second: number) => Math.max(0, Math.min(second, limit));
  return ranges.map(([start, end]): TWatchedRange => [clamp(start), clamp(end)]).filter(([start, end]) => end > start);
}

export const watchedSeconds = (ranges: readonly TWatchedRange[]) =>
  ranges.reduce((total, [start, end]) => total + (end - start), 0);

/** `ratio` of the lecture's seconds watched, rounded up; a lecture of unknown length (0 s) needs nothing. */
export const isVideoComplete = (ranges: readonly TWatchedRange[], durationSeconds: number, ratio: number) =>
  watchedSeconds(ranges) >= Math.ceil(durationSeconds * ratio);
