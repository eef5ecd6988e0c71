import { MAX_PLAYBACK_RATE, WATCH_SLACK_SECONDS } from '@masar/contracts';
import { clipRanges, mergeRanges, watchedSeconds, type TWatchedRange as Range } from '@masar/contracts/watched-ranges';

/**
 * What the server believes of a progress report (issue 16): seconds of video are credited only as
 * fast as the player could have played them. Every learner has one watch clock, the moment up to
 * which their wall-clock time has been spent on credited seconds; a report may spend the time from
 * there (or from the beginning of this lecture's playback, if later) to now, at the fastest rate the
 * player offers, plus a slack. Spending moves the clock on by seconds ÷ rate, so the slack is one
 * allowance (the clock may run up to slack ÷ rate ahead of now), not one per report, and two
 * lectures played at once share the same time.
 */
export interface WatchCreditInput {
  /** merged ranges already credited for this lecture */
  have: Range[];
  /** ranges this report claims, within [0, durationSeconds] */
  claimed: Range[];
  durationSeconds: number;
  now: Date;
  /** when the learner's current playback of this lecture began (media URL issued); null: never */
  playbackStartedAt: Date | null;
  /** the learner's watch clock; null before anything was credited */
  creditedUntil: Date | null;
}

export interface WatchCredit {
  /** merged ranges after this report */
  ranges: Range[];
  /** unique seconds this report added */
  credited: number;
  /** seconds it claimed beyond what was already credited */
  claimedNew: number;
  /** the learner's watch clock after this report (unchanged when nothing was credited) */
  creditedUntil: Date | null;
}

/** Seconds of `ranges` that are not in `minus` (both sorted and merged). */
export function subtractRanges(ranges: Range[], minus: Range[]): Range[] {
  const out: Range[] = [];
  for (const [start, end] of ranges) {
    let cursor = start;
    for (const [a, b] of minus) {
      if (b <= cursor || a >= end) continue;
      if (a > cursor) out.push([cursor, a]);
      cursor = Math.max(cursor, b);
      if (cursor >= end) break;
    }
    if (cursor < end) out.push([cursor, end]);
  }
  return out;
}

/** The first `seconds` seconds of sorted ranges: playback runs forward, the earliest is the likeliest. */
export function firstSeconds(ranges: Range[], seconds: number): Range[] {
  const out: Range[] = [];
  let left = Math.max(0, Math.floor(seconds));
  for (const [start, end] of ranges) {
    if (left <= 0) break;
    const stop = Math.min(end, start + left);
    out.push([start, stop]);
    left -= stop - start;
  }
  return out;
}

/** Whole seconds that may be credited by `now` when the time from `fromMs` is unspent. */
export const watchBudget = (nowMs: number, fromMs: number, rate = MAX_PLAYBACK_RATE, slack = WATCH_SLACK_SECONDS) =>
  Math.max(0, Math.floor(((nowMs - fromMs) / 1000) * rate + slack));

export function creditWatching(input: WatchCreditInput): WatchCredit {
  const have = mergeRanges(clipRanges(input.have, input.durationSeconds));
  const fresh = subtractRanges(mergeRanges(clipRanges(input.claimed, input.durationSeconds)), have);
  const claimedNew = watchedSeconds(fresh);
  if (claimedNew === 0 || input.playbackStartedAt === null) {
    return { ranges: have, credited: 0, claimedNew, creditedUntil: input.creditedUntil };
  }
  const fromMs = Math.max(
    input.playbackStartedAt.getTime(),
    input.creditedUntil?.getTime() ?? Number.NEGATIVE_INFINITY,
  );
  const allowed = firstSeconds(fresh, Math.min(claimedNew, watchBudget(input.now.getTime(), fromMs)));
  const credited = watchedSeconds(allowed);
  if (credited === 0) return { ranges: have, credited: 0, claimedNew, creditedUntil: input.creditedUntil };
  return {
    ranges: mergeRanges(clipRanges([...have, ...allowed], input.durationSeconds)),
    credited,
    claimedNew,
    creditedUntil: new Date(fromMs + (credited / MAX_PLAYBACK_RATE) * 1000),
  };
}
