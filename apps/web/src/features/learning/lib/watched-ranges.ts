import { clipRanges, mergeRanges, type TWatchedRange } from '@masar/contracts/watched-ranges';

/**
 * A jump between two time updates longer than this, or than the real time between them could play
 * at the current rate (plus this much), is a seek, not watching: a page that stalls for a second at
 * 2× sees 2 s of video in one step and must not lose them.
 */
const MAX_STEP_SECONDS = 2;

/**
 * Ranges cut to the lecture's length as the server knows it (the server refuses a range beyond it,
 * and the file may run a fraction longer); a length of 0 is unknown and cuts nothing.
 */
export const clipToLength = (ranges: TWatchedRange[], durationSeconds: number): TWatchedRange[] =>
  durationSeconds <= 0 ? ranges : clipRanges(ranges, durationSeconds);

/**
 * Collects what the learner really watched from the player's time updates: a continuous run of
 * playback becomes a range, a seek starts a new one, so jumping to the end adds nothing.
 */
export class WatchedRangeTracker {
  private pending: TWatchedRange[] = [];
  private last: number | null = null;
  private lastAtMs: number | null = null;

  /** A time update while playing, at `atMs` (a monotonic clock) and the video's playback rate. */
  tick(seconds: number, atMs?: number, rate = 1) {
    const playable =
      atMs !== undefined && this.lastAtMs !== null ? ((atMs - this.lastAtMs) / 1000) * rate + MAX_STEP_SECONDS : 0;
    const allowedStep = Math.max(MAX_STEP_SECONDS, playable);
    if (this.last !== null && seconds >= this.last && seconds - this.last <= allowedStep) {
      const start = Math.floor(this.last);
      const end = Math.floor(seconds);
      if (end > start) this.pending.push([start, end]);
    }
    this.last = seconds;
    this.lastAtMs = atMs ?? null;
  }

  /**
   * Playback reached the end at `seconds`: the run goes on to it, its last partial second included
   * (the server clips ranges to the lecture's whole-second length). Browsers pause before the last
   * time update of a video played through, so that update alone would not count it.
   */
  end(seconds: number) {
    this.tick(Math.ceil(seconds));
  }

  /** A seek or a pause: the next update starts a new run. */
  break() {
    this.last = null;
    this.lastAtMs = null;
  }

  /** The ranges since the last call (merged), and a fresh start. */
  take(): TWatchedRange[] {
    const ranges = mergeRanges(this.pending);
    this.pending = [];
    return ranges.slice(0, 200);
  }

  /** Puts ranges back when a report failed, so they go with the next one. */
  restore(ranges: TWatchedRange[]) {
    this.pending.push(...ranges);
  }
}
