import type { FastifyBaseLogger } from 'fastify';
import type { CourseLinksRepository } from './course-links-repository';
import type { EnrolmentRow, EnrolmentsRepository } from './enrolments-repository';
import { EMAIL_TOO_LONG, failureCode } from './messages';
import { MoodleError, type MoodleClient } from './moodle-client';

/** Waits before the 2nd, 3rd... attempt; after the last one the row is 'failed' until an admin retries. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed row is left alone this long by other processes (longer than a call may take). */
const LOCK_MS = 2 * 60_000;

/** Moodle keeps usernames and emails in 100-character columns. */
export const MOODLE_FIELD_MAX = 100;

/**
 * The Moodle account of a Masar user, when Moodle has none with the user's email: derived from
 * the user's id, not the email, so it is the same on every attempt, unique, lowercase, made of
 * characters Moodle allows in usernames (a-z 0-9 - . _ @) and 42 characters long whatever the
 * email's length.
 */
export const moodleUsername = (userId: string) => `masar-${userId.toLowerCase()}`;

/** A learner whose email Moodle cannot store: the admin creates the account by hand. */
class EmailTooLongError extends Error {
  readonly code = EMAIL_TOO_LONG;
  constructor(length: number) {
    super(`The email has ${length} characters; Moodle stores at most ${MOODLE_FIELD_MAX}.`);
  }
}

interface Deps {
  links: CourseLinksRepository;
  repo: EnrolmentsRepository;
  client: MoodleClient | undefined;
  log: FastifyBaseLogger;
  later: (name: string, work: () => Promise<void>) => void;
  /** the clock every due time is computed by (the repository's) */
  now: () => Date;
  /** false: nothing runs by itself after a change; whoever owns the loop calls processDue (tests) */
  inBackground: boolean;
}

/**
 * Mirrors enrolments in linked courses into Moodle, in the background: find the learner's Moodle
 * account by email (or by our username), create it if there is none, then enrol it. Failures are
 * retried with backoff; rows live in the database, so a restart loses nothing.
 */
export function createEnrolmentSync({ links, repo, client, log, later, now, inBackground }: Deps) {
  let running: Promise<number> | undefined;
  let again = false;

  async function moodleUserFor(moodle: MoodleClient, userId: string): Promise<number> {
    const user = await repo.user(userId);
    if (!user) throw new Error('the user no longer exists');
    const username = moodleUsername(userId);
    const emailFits = user.email.length <= MOODLE_FIELD_MAX;
    // Moodle matches emails regardless of case (and refuses a second account with the same one)
    const found =
      (emailFits ? await moodle.findUserByEmail(user.email) : undefined) ?? (await moodle.findUserByUsername(username));
    if (found) return found.id;
    if (!emailFits) throw new EmailTooLongError(user.email.length);
    try {
      return (
        await moodle.createUser({
          username,
          email: user.email,
          firstname: user.firstName,
          lastname: user.lastName || '-',
        })
      ).id;
    } catch (error) {
      // created by an attempt that died before it could record the id
      const existing =
        error instanceof MoodleError && error.errorcode === 'invalidparameter'
          ? await moodle.findUserByUsername(username)
          : undefined;
      if (existing) return existing.id;
      throw error;
    }
  }

  async function syncOne(moodle: MoodleClient, row: EnrolmentRow): Promise<void> {
    let moodleUserId = row.moodleUserId;
    try {
      moodleUserId ??= await moodleUserFor(moodle, row.userId);
      await moodle.enrol(moodleUserId, row.moodleCourseId);
      await repo.markSynced(row.id, moodleUserId);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const code = error instanceof EmailTooLongError ? error.code : failureCode(error);
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      await repo.markAttemptFailed(
        row.id,
        { message, code },
        delay === undefined ? null : new Date(now().getTime() + delay),
        moodleUserId,
      );
      log.warn({ enrolment: row.id, attempt: row.attempts, err: message }, 'moodle enrolment sync failed');
    }
  }

  async function drain(): Promise<number> {
    if (!client) return 0;
    await repo.reconcile();
    let done = 0;
    for (let row = await repo.claimDue(LOCK_MS); row; row = await repo.claimDue(LOCK_MS)) {
      await syncOne(client, row);
      done += 1;
    }
    return done;
  }

  const sync = {
    /** Works through every due row now; one run at a time per process. Answers how many were tried. */
    async processDue(): Promise<number> {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        let total = 0;
        try {
          do {
            again = false;
            total += await drain();
          } while (again);
        } finally {
          // in the same tick as the last look at `again`: a later .finally() left a gap in which
          // a caller was told "running" by a run that had already decided to stop
          running = undefined;
        }
        return total;
      })();
      return running;
    },

    /** Soon, after the current response (unless the loop is driven by hand). */
    kick(): void {
      if (client && inBackground) later('moodle enrolment sync', async () => void (await sync.processDue()));
    },

    /**
     * THE HOOK for code that enrols a learner (checkout, free enrolment): call it after the
     * enrolment row is committed. A course not linked to Moodle is ignored. Enrolments created
     * without it are still picked up by the periodic reconcile, only later.
     */
    async enqueue(userId: string, courseId: string): Promise<void> {
      const moodleCourseId = await links.moodleCourseIdOf(courseId);
      if (!moodleCourseId) return;
      await repo.upsertPending(userId, courseId, moodleCourseId);
      sync.kick();
    },
  };
  return sync;
}

export type EnrolmentSync = ReturnType<typeof createEnrolmentSync>;
