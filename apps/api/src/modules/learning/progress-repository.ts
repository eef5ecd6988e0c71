import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { VIDEO_COMPLETE_RATIO } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { enrolments, lectureProgress, playbackSessions, watchClocks } from '#src/db/schema/index';
import { lectureIdsOf, type LectureWithCourse } from './course-lectures-repository';
import { creditWatching } from './watch-credit';
import {
  clipRanges,
  isVideoComplete,
  mergeRanges,
  watchedSeconds,
  type TWatchedRange as Range,
} from '@masar/contracts/watched-ranges';
import { defined } from '@masar/contracts/defined';

export interface ProgressWrite {
  lectureId: string;
  completed: boolean;
  positionSeconds: number;
  watchedSeconds: number;
  courseProgress: number;
  /** the enrolment reached 100% with this write */
  courseCompleted: boolean;
  /** of a report: new seconds it claimed, and how many of them were believed */
  claimedSeconds: number;
  creditedSeconds: number;
}

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Locks the learner's watch clock (made at the first report, at the epoch: nothing credited yet): reports of any lecture credit one at a time. */
async function lockWatchClock(tx: Tx, userId: string): Promise<Date | null> {
  await tx
    .insert(watchClocks)
    .values({ userId, creditedUntil: new Date(0) })
    .onConflictDoNothing();
  const [row] = await tx.select().from(watchClocks).where(eq(watchClocks.userId, userId)).for('update');
  const clock = defined(row, "the user's watch clock (inserted above)");
  return clock.creditedUntil.getTime() === 0 ? null : clock.creditedUntil;
}

/** Completed lectures / all lectures, as an integer percentage that is 100 only when all are done. */
export const percentOf = (done: number, all: number) => (all === 0 ? 0 : Math.floor((done * 100) / all));

/**
 * Lecture progress: the row is locked while ranges merge, so two tabs reporting at once both
 * count; the enrolment's percentage is recomputed from rows in the same transaction. Reported
 * ranges are credited only as far as they could have been played (watch-credit.ts): the learner's
 * watch clock is locked first, then the lecture's row, in every report.
 */
export function createProgressRepository(db: Database) {
  async function write(
    userId: string,
    lecture: LectureWithCourse,
    update: { positionSeconds?: number; report?: { ranges: Range[]; now: Date }; markDone?: boolean },
  ): Promise<ProgressWrite> {
    return db.transaction(async (tx) => {
      const creditedUntil = update.report ? await lockWatchClock(tx, userId) : null;
      await tx.insert(lectureProgress).values({ userId, lectureId: lecture.id }).onConflictDoNothing();
      const [locked] = await tx
        .select()
        .from(lectureProgress)
        .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)))
        .for('update');
      const row = defined(locked, 'the progress row (inserted above)');
      let ranges = mergeRanges(clipRanges(row.watchedRanges ?? [], lecture.durationSeconds));
      let claimedSeconds = 0;
      let creditedSeconds = 0;
      if (update.report) {
        const { now } = update.report;
        const sessionWhere = and(eq(playbackSessions.userId, userId), eq(playbackSessions.lectureId, lecture.id));
        const [session] = await tx
          .select({ startedAt: playbackSessions.startedAt })
          .from(playbackSessions)
          .where(sessionWhere);
        const credit = creditWatching({
          have: ranges,
          claimed: update.report.ranges,
          durationSeconds: lecture.durationSeconds,
          now,
          playbackStartedAt: session?.startedAt ?? null,
          creditedUntil,
        });
        ({ ranges } = credit);
        claimedSeconds = credit.claimedNew;
        creditedSeconds = credit.credited;
        if (credit.credited > 0)
          await tx
            .update(watchClocks)
            .set({ creditedUntil: defined(credit.creditedUntil) })
            .where(eq(watchClocks.userId, userId));
        if (session)
          await tx
            .update(playbackSessions)
            .set({ seenAt: sql`greatest(${playbackSessions.seenAt}, ${now.toISOString()}::timestamptz)` })
            .where(sessionWhere);
      }
      const done =
        row.completedAt !== null ||
        update.markDone === true ||
        (lecture.kind === 'video' &&
          update.report !== undefined &&
          isVideoComplete(ranges, lecture.durationSeconds, VIDEO_COMPLETE_RATIO));
      const position =
        update.positionSeconds === undefined
          ? row.positionSeconds
          : Math.min(update.positionSeconds, lecture.durationSeconds || update.positionSeconds);
      await tx
        .update(lectureProgress)
        .set({
          positionSeconds: position,
          watchedRanges: ranges,
          completedAt: done ? (row.completedAt ?? new Date()) : null,
          updatedAt: new Date(),
        })
        .where(eq(lectureProgress.id, row.id));

      const ids = lectureIdsOf(tx, lecture.courseId);
      const [all] = await tx.select({ n: count() }).from(ids.as('l'));
      const [completed] = await tx
        .select({ n: count() })
        .from(lectureProgress)
        .where(
          and(
            eq(lectureProgress.userId, userId),
            isNotNull(lectureProgress.completedAt),
            inArray(lectureProgress.lectureId, lectureIdsOf(tx as unknown as Database, lecture.courseId)),
          ),
        );
      const percent = percentOf(defined(completed).n, defined(all).n);
      await tx
        .update(enrolments)
        .set({ progressPercent: percent })
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, lecture.courseId)));
      const finished =
        percent === 100
          ? await tx
              .update(enrolments)
              .set({ completedAt: sql`now()` })
              .where(
                and(
                  eq(enrolments.userId, userId),
                  eq(enrolments.courseId, lecture.courseId),
                  isNull(enrolments.completedAt),
                ),
              )
              .returning({ id: enrolments.id })
          : [];
      return {
        lectureId: lecture.id,
        completed: done,
        positionSeconds: position,
        watchedSeconds: watchedSeconds(ranges),
        courseProgress: percent,
        courseCompleted: finished.length > 0,
        claimedSeconds,
        creditedSeconds,
      };
    });
  }

  return {
    saveProgress: (userId: string, lecture: LectureWithCourse, positionSeconds: number, ranges: Range[], now: Date) =>
      write(userId, lecture, { positionSeconds, report: { ranges, now } }),
    markDone: (userId: string, lecture: LectureWithCourse) => write(userId, lecture, { markDone: true }),
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
