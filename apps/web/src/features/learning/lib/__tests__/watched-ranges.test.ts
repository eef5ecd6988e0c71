import { describe, expect, it } from 'vitest';
import { clipRanges, isVideoComplete, mergeRanges, watchedSeconds } from '@masar/contracts/watched-ranges';
import { WatchedRangeTracker, clipToLength } from '../watched-ranges';

describe('watched ranges', () => {
  it('merges overlapping and touching ranges and drops empty ones', () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 3],
        [3, 4],
        [7, 10],
        [12, 12],
      ]),
    ).toEqual([
      [0, 4],
      [5, 10],
    ]);
  });

  it('holds ranges to [0, length] as the server does (a length of 0 leaves nothing) and counts the seconds', () => {
    expect(
      clipRanges(
        [
          [-5, 3],
          [8, 12],
          [12, 20],
        ],
        10,
      ),
    ).toEqual([
      [0, 3],
      [8, 10],
    ]);
    expect(clipRanges([[0, 10]], 0)).toEqual([]);
    expect(
      watchedSeconds(
        mergeRanges([
          [0, 5],
          [3, 9],
        ]),
      ),
    ).toBe(9);
    expect(isVideoComplete([[0, 90]], 100, 0.9)).toBe(true);
    expect(isVideoComplete([[0, 89]], 99, 0.9)).toBe(false);
  });

  it("cuts ranges to the lecture's length, which the server holds them to; an unknown length (0) cuts nothing", () => {
    expect(
      clipToLength(
        [
          [0, 10],
          [95, 101],
          [100, 102],
        ],
        100,
      ),
    ).toEqual([
      [0, 10],
      [95, 100],
    ]);
    expect(clipToLength([[0, 10]], 0)).toEqual([[0, 10]]);
  });

  it('counts continuous playback and ignores a seek to the end', () => {
    const tracker = new WatchedRangeTracker();
    for (let t = 0; t <= 6; t += 0.25) tracker.tick(t);
    tracker.tick(95); // seek forward: not watched
    tracker.tick(95.25);
    tracker.tick(96.1);
    expect(tracker.take()).toEqual([
      [0, 6],
      [95, 96],
    ]);
    expect(tracker.take()).toEqual([]);
  });

  it('counts a video played to its end, the last partial second included', () => {
    const tracker = new WatchedRangeTracker();
    for (let t = 0; t <= 1.75; t += 0.25) tracker.tick(t);
    // the player paused at 1.899 s, the end, before its last time update
    tracker.end(1.899);
    tracker.break();
    expect(tracker.take()).toEqual([[0, 2]]);
    // the end reached by a seek is not watched
    tracker.tick(10);
    tracker.break();
    tracker.end(100);
    expect(tracker.take()).toEqual([]);
  });

  it('starts a new run after a pause, and restores ranges of a failed report', () => {
    const tracker = new WatchedRangeTracker();
    tracker.tick(10);
    tracker.tick(11.5);
    tracker.break();
    tracker.tick(40);
    tracker.tick(41);
    const ranges = tracker.take();
    expect(ranges).toEqual([
      [10, 11],
      [40, 41],
    ]);
    tracker.restore(ranges);
    expect(tracker.take()).toEqual([
      [10, 11],
      [40, 41],
    ]);
  });

  it('keeps a run through a stalled page at 2×: the step allowed grows with the real time and the rate', () => {
    const tracker = new WatchedRangeTracker();
    tracker.tick(0, 0, 2);
    tracker.tick(0.5, 250, 2);
    // the main thread froze for 1.5 s while the video played on at 2×: 3 s of video in one step
    tracker.tick(3.5, 1_750, 2);
    tracker.tick(4, 2_000, 2);
    expect(tracker.take()).toEqual([[0, 4]]);
    // a jump far beyond what the elapsed time could play is still a seek
    tracker.tick(60, 2_250, 2);
    tracker.tick(60.5, 2_500, 2);
    expect(tracker.take()).toEqual([]);
  });
});
