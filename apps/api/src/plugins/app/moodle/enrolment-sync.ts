import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import { courses, users } from '../../../db/schema';
import type { EnrolmentRow, EnrolmentsRepository } from './enrolments-repository';
import { MoodleError, type MoodleClient } from './moodle-client';

/** Waits before the 2nd, 3rd... attempt; after the last one the row is 'failed' until an admin retries. */
export const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 60 * 60_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** A claimed row is left alone this long by other processes (longer than a call may take). */
const LOCK_MS = 2 * 60_000;

/** The Moodle account of a Masar user, when Moodle has none with the user's email. */
export const moodleUsername = (userId: string) => `masar-${userId}`;

interface Deps {
  db: Database;
  repo: EnrolmentsRepository;
  client: MoodleClient | undefined;
  log: FastifyBaseLogger;
  later: (name: string, work: () => Promise<void>) => void;
}

/**
 * Mirrors enrolments in linked courses into Moodle, in the background: find the learner's Moodle
 * account by email (or by our username), create it if there is none, then enrol it. Failures are
 * retried with backoff; rows live in the database, so a restart loses nothing.
 */
export function createEnrolmentSync({ db, repo, client, log, later }: Deps) {
  let running: Promise<number> | undefined;
  let again = false;

  async function moodleUserFor(moodle: MoodleClient, userId: string): Promise<number> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Error('the user no longer exists');
    const username = moodleUsername(userId);
    const found = (await moodle.findUser('email', user.email)) ?? (await moodle.findUser('username', username));
    if (found) return found.id;
    try {
      return (await moodle.createUser({ username, email: user.email, firstname: user.firstName, lastname: user.lastName || '-' })).id;
    } catch (error) {
      // created by an attempt that died before it could record the id
      const existing = error instanceof MoodleError && error.errorcode === 'invalidparameter' ? await moodle.findUser('username', username) : undefined;
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
      const delay = RETRY_DELAYS_MS[row.attempts - 1];
      await repo.markAttemptFailed(row.id, message, delay === undefined ? null : new Date(Date.now() + delay), moodleUserId);
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
        do {
          again = false;
          total += await drain();
        } while (again);
        return total;
      })().finally(() => {
        running = undefined;
      });
      return running;
    },

    /** Soon, after the current response. */
    kick(): void {
      if (client) later('moodle enrolment sync', async () => void (await sync.processDue()));
    },

    /**
     * THE HOOK for code that enrols a learner (checkout, free enrolment): call it after the
     * enrolment row is committed. A course not linked to Moodle is ignored. Enrolments created
     * without it are still picked up by the periodic reconcile, only later.
     */
    async enqueue(userId: string, courseId: string): Promise<void> {
      const [course] = await db.select({ moodleCourseId: courses.moodleCourseId }).from(courses).where(eq(courses.id, courseId));
      if (!course?.moodleCourseId) return;
      await repo.upsertPending(userId, courseId, course.moodleCourseId);
      sync.kick();
    },
  };
  return sync;
}

export type EnrolmentSync = ReturnType<typeof createEnrolmentSync>;
