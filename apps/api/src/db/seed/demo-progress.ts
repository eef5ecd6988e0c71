import { percentOf } from '#src/modules/learning/progress-repository';
import type { Database } from '../client';
import { lectureProgress } from '../schema';
import { seedPassedAttempt } from './demo-quizzes';

export interface SeededLecture {
  id: string;
  kind: 'video' | 'text' | 'pdf' | 'quiz';
  durationSeconds: number;
}

/**
 * Marks the first lectures of a course done, as many as `percent` asks for (rounded to whole
 * lectures), watched from start to end. Answers the percentage the learning calls would compute
 * from those rows, which is what the enrolment keeps.
 */
export async function seedLectureProgress(
  db: Database,
  userId: string,
  courseLectures: SeededLecture[],
  percent: number,
): Promise<number> {
  const done = courseLectures.slice(0, Math.round((percent * courseLectures.length) / 100));
  if (done.length > 0) {
    const at = new Date();
    await db.insert(lectureProgress).values(
      done.map((l) => ({
        userId,
        lectureId: l.id,
        positionSeconds: l.kind === 'video' ? l.durationSeconds : 0,
        watchedRanges: l.kind === 'video' ? [[0, l.durationSeconds] as [number, number]] : [],
        completedAt: at,
        updatedAt: at,
      })),
    );
    // a quiz is done only by passing it: the attempt that did it
    for (const l of done) if (l.kind === 'quiz') await seedPassedAttempt(db, userId, l.id, at);
  }
  return percentOf(done.length, courseLectures.length);
}
