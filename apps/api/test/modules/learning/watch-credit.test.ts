import fc from 'fast-check';
import { MAX_PLAYBACK_RATE, WATCH_SLACK_SECONDS } from '@masar/contracts';
import { describe, expect, it } from 'vitest';
import { creditWatching, firstSeconds, subtractRanges } from '#src/modules/learning/watch-credit';
import { watchedSeconds, type TWatchedRange as Range } from '@masar/contracts/watched-ranges';
import { defined } from '@masar/contracts/defined';

const T0 = Date.parse('2026-01-01T10:00:00Z');
const at = (seconds: number) => new Date(T0 + seconds * 1000);

/** Plays a lecture's reports through creditWatching as the repository does, one clock throughout. */
function replay(durationSeconds: number, reports: Array<{ atSeconds: number; claimed: Range[] }>) {
  let have: Range[] = [];
  let creditedUntil: Date | null = null;
  const credited: number[] = [];
  for (const report of reports) {
    const credit = creditWatching({
      have,
      claimed: report.claimed,
      durationSeconds,
      now: at(report.atSeconds),
      playbackStartedAt: at(0),
      creditedUntil,
    });
    ({ ranges: have, creditedUntil } = credit);
    credited.push(credit.credited);
  }
  return { have, credited };
}

describe('watch credit', () => {
  it('subtracts ranges and takes the first seconds of what is left', () => {
    expect(
      subtractRanges(
        [[0, 100]],
        [
          [10, 20],
          [50, 60],
        ],
      ),
    ).toEqual([
      [0, 10],
      [20, 50],
      [60, 100],
    ]);
    expect(subtractRanges([[10, 20]], [[0, 30]])).toEqual([]);
    expect(
      firstSeconds(
        [
          [0, 10],
          [20, 50],
        ],
        25,
      ),
    ).toEqual([
      [0, 10],
      [20, 35],
    ]);
    expect(firstSeconds([[0, 10]], 0)).toEqual([]);
  });

  it('credits nothing without a playback, and nothing for seconds already credited', () => {
    expect(
      creditWatching({
        have: [],
        claimed: [[0, 10]],
        durationSeconds: 100,
        now: at(60),
        playbackStartedAt: null,
        creditedUntil: null,
      }).credited,
    ).toBe(0);
    const again = creditWatching({
      have: [[0, 50]],
      claimed: [[0, 50]],
      durationSeconds: 100,
      now: at(0),
      playbackStartedAt: at(0),
      creditedUntil: at(40),
    });
    expect(again).toMatchObject({ credited: 0, claimedNew: 0, ranges: [[0, 50]], creditedUntil: at(40) });
  });

  it('never credits more than the fastest rate × the time since playback began, plus one slack', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 0, max: 60 }),
            start: fc.integer({ min: 0, max: 600 }),
            length: fc.integer({ min: 0, max: 600 }),
          }),
          { maxLength: 30 },
        ),
        (steps) => {
          let now = 0;
          const reports = steps.map((s) => {
            now += s.gap;
            return { atSeconds: now, claimed: [[s.start, Math.min(600, s.start + s.length)] as Range] };
          });
          const { have } = replay(600, reports);
          expect(watchedSeconds(have)).toBeLessThanOrEqual(Math.floor(now * MAX_PLAYBACK_RATE) + WATCH_SLACK_SECONDS);
        },
      ),
    );
  });

  it('credits every second of honest reports: no more new seconds than the time since the last one allows', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            gap: fc.integer({ min: 1, max: 30 }),
            rate: fc.constantFrom(0.75, 1, 1.5, MAX_PLAYBACK_RATE),
            back: fc.integer({ min: 0, max: 40 }),
          }),
          { maxLength: 40 },
        ),
        (steps) => {
          let now = 0;
          let position = 0;
          const reports = steps.map((s) => {
            now += s.gap;
            // sometimes a seek back first: those seconds are watched again
            const from = Math.max(0, position - s.back);
            const to = Math.min(3600, from + Math.floor(s.gap * s.rate));
            position = to;
            return { atSeconds: now, claimed: [[from, to] as Range] };
          });
          const { have } = replay(3600, reports);
          const end = Math.max(0, ...reports.map((r) => defined(r.claimed[0])[1]));
          expect(have).toEqual(end > 0 ? [[0, end]] : []);
        },
      ),
    );
  });
});
