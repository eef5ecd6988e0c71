import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { VIDEO_COMPLETE_RATIO } from '@masar/contracts';
import type { Database } from '../../../db/client';
import { enrolments, lectureProgress } from '../../../db/schema';
import { lectureIdsOf, type LectureWithCourse } from './course-lectures';
import { isVideoComplete, mergeRanges, watchedSeconds, type Range } from './watched-ranges';

export interface ProgressWrite {
  lectureId: string;
  completed: boolean;
  positionSeconds: number;
  watchedSeconds: number;
  courseProgress: number;
  /** the enrolment reached 100% with this write */
  courseCompleted: boolean;
}

/** Completed lectures / all lectures, as an integer percentage that is 100 only when all are done. */
export const percentOf = (done: number, all: number) => (all === 0 ? 0 : Math.floor((done * 100) / all));

/**
 * Lecture progress: the row is locked while ranges merge, so two tabs reporting at once both
 * count; the enrolment's percentage is recomputed from rows in the same transaction.
 */
export function createProgressRepository(db: Database) {
  async function write(userId: string, lecture: LectureWithCourse, update: { positionSeconds?: number; ranges?: Range[]; markDone?: boolean }): Promise<ProgressWrite> {
    return db.transaction(async (tx) => {
      await tx.insert(lectureProgress).values({ userId, lectureId: lecture.id }).onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(lectureProgress)
        .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)))
        .for('update');
      const ranges = mergeRanges([...(row!.watchedRanges ?? []), ...(update.ranges ?? [])], lecture.durationSeconds);
      const done =
        row!.completedAt !== null ||
        update.markDone === true ||
        (lecture.kind === 'video' && update.ranges !== undefined && isVideoComplete(ranges, lecture.durationSeconds, VIDEO_COMPLETE_RATIO));
      const position = update.positionSeconds === undefined ? row!.positionSeconds : Math.min(update.positionSeconds, lecture.durationSeconds || update.positionSeconds);
      await tx
        .update(lectureProgress)
        .set({ positionSeconds: position, watchedRanges: ranges, completedAt: done ? (row!.completedAt ?? new Date()) : null, updatedAt: new Date() })
        .where(eq(lectureProgress.id, row!.id));

      const ids = lectureIdsOf(tx as unknown as Database, lecture.courseId);
      const [all] = await tx.select({ n: count() }).from(ids.as('l'));
      const [completed] = await tx
        .select({ n: count() })
        .from(lectureProgress)
        .where(and(eq(lectureProgress.userId, userId), isNotNull(lectureProgress.completedAt), inArray(lectureProgress.lectureId, lectureIdsOf(tx as unknown as Database, lecture.courseId))));
      const percent = percentOf(completed!.n, all!.n);
      await tx
        .update(enrolments)
        .set({ progressPercent: percent })
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, lecture.courseId)));
      const finished = percent === 100
        ? await tx
            .update(enrolments)
            .set({ completedAt: sql`now()` })
            .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, lecture.courseId), isNull(enrolments.completedAt)))
            .returning({ id: enrolments.id })
        : [];
      return {
        lectureId: lecture.id,
        completed: done,
        positionSeconds: position,
        watchedSeconds: watchedSeconds(ranges),
        courseProgress: percent,
        courseCompleted: finished.length > 0,
      };
    });
  }

  return {
    saveProgress: (userId: string, lecture: LectureWithCourse, positionSeconds: number, ranges: Range[]) => write(userId, lecture, { positionSeconds, ranges }),
    markDone: (userId: string, lecture: LectureWithCourse) => write(userId, lecture, { markDone: true }),
  };
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;
