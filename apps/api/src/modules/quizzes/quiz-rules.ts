import { formatDuration } from '@masar/contracts/format';
import type { AppError } from '#src/lib/app-error';
import { quizError } from './messages';
import type { QuizRow } from './quizzes-repository';

/** 409 during the wait between attempts: how long is left, in the request's language, and until when. */
export function retakeWaitError(until: Date, now: Date): AppError {
  const minutes = (until.getTime() - now.getTime()) / 60_000;
  return quizError('CONFLICT', 'retakeWait', (lang) => ({ wait: formatDuration(minutes, lang) }), {
    reason: 'retakeWait',
    nextAttemptAt: until.toISOString(),
  });
}

/** 409 for answers sent after the time limit and its grace: the attempt was closed at its deadline. */
export function timeUpError(attemptId: string, deadlineAt: Date | null): AppError {
  return quizError('CONFLICT', 'timeUp', undefined, {
    reason: 'timeUp',
    attemptId,
    deadlineAt: deadlineAt?.toISOString() ?? null,
  });
}

/**
 * Whether a learner may see an attempt's right options and explanations (PRODUCT: never before they
 * have passed or used the last attempt; a final exam never). Admins always may.
 */
export function answersShown(
  quiz: QuizRow,
  learner: { passedEver: boolean; attemptsLeft: number | null; openAttempt: boolean },
  isAdmin: boolean,
): boolean {
  if (isAdmin) return true;
  if (quiz.isFinalExam) return false;
  switch (quiz.revealAnswers) {
    case 'never':
      return false;
    case 'after_passing':
      return learner.passedEver;
    case 'after_last_attempt':
      // the last attempt still open would be answered with the key in view
      return learner.passedEver || (learner.attemptsLeft === 0 && !learner.openAttempt);
  }
}
