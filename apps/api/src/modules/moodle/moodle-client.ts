import { decodeHTML } from 'entities';
import type { TMoodleAdminCourse } from '@masar/contracts';

/** Why a call to Moodle failed; `exception` carries Moodle's own errorcode and message. */
export type MoodleFailure = 'exception' | 'timeout' | 'unreachable' | 'invalid';

export class MoodleError extends Error {
  override name = 'MoodleError';
  constructor(
    readonly kind: MoodleFailure,
    message: string,
    readonly errorcode?: string,
    /** the HTTP status of an answer that was not 200 */
    readonly status?: number,
  ) {
    super(message);
  }
}

type Params = Record<string, string | number>;

export interface MoodleUser {
  id: number;
  username: string;
  email: string;
}

/** Moodle's manual enrolment role for learners (the "student" archetype). */
export const STUDENT_ROLE_ID = 5;

const isException = (body: unknown): body is { exception: string; errorcode?: string; message?: string } =>
  body !== null && typeof body === 'object' && !Array.isArray(body) && 'exception' in body;

/**
 * Moodle's REST web service (/webservice/rest/server.php, wstoken + wsfunction, JSON answers).
 * Its errors come with HTTP 200 as { exception, errorcode, message }: they become MoodleErrors,
 * as do timeouts, network failures and answers that are not Moodle's JSON.
 */
export function createMoodleClient(options: { url: string; token: string; timeoutMs: number }) {
  const endpoint = `${options.url}/webservice/rest/server.php`;

  async function call<T>(wsfunction: string, params: Params = {}): Promise<T> {
    const body = new URLSearchParams({ wstoken: options.token, wsfunction, moodlewsrestformat: 'json' });
    for (const [key, value] of Object.entries(params)) body.set(key, String(value));
    let response: Response;
    try {
      // POST keeps the token out of access logs on the way
      response = await fetch(endpoint, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(options.timeoutMs),
        headers: { accept: 'application/json' },
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new MoodleError(
        timedOut ? 'timeout' : 'unreachable',
        timedOut ? `${wsfunction} timed out` : `${wsfunction}: ${String(error)}`,
      );
    }
    let text: string;
    try {
      text = await response.text();
    } catch {
      throw new MoodleError('timeout', `${wsfunction} timed out while reading the answer`);
    }
    if (!response.ok)
      throw new MoodleError('unreachable', `${wsfunction}: HTTP ${response.status}`, undefined, response.status);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new MoodleError('invalid', `${wsfunction}: the answer is not JSON`);
    }
    if (isException(parsed))
      throw new MoodleError(
        'exception',
        String(parsed.message ?? parsed.errorcode ?? parsed.exception),
        parsed.errorcode,
      );
    return parsed as T;
  }

  const users = (rows: unknown): MoodleUser[] =>
    Array.isArray(rows)
      ? rows
          .filter((u): u is MoodleUser => typeof u?.id === 'number')
          .map((u) => ({ id: u.id, username: String(u.username), email: String(u.email ?? '') }))
      : [];

  return {
    /**
     * Every course but the site course (format "site", category 0), by id: Moodle's query has no
     * order. Names arrive HTML-escaped (`&amp;`) and are decoded. `visible` comes only to tokens
     * that may update courses; such a token also sees the courses hidden in Moodle.
     */
    async getCourses(): Promise<TMoodleAdminCourse[]> {
      const rows = await call<unknown>('core_course_get_courses');
      if (!Array.isArray(rows)) throw new MoodleError('invalid', 'core_course_get_courses: the answer is not a list');
      return rows
        .filter((c) => c && typeof c.id === 'number' && c.format !== 'site' && c.categoryid !== 0)
        .map((c) => ({
          id: c.id as number,
          fullname: decodeHTML(String(c.fullname ?? '')),
          hidden: c.visible === 0 || c.visible === '0',
        }))
        .sort((a, b) => a.id - b.id);
    },

    /**
     * By email, regardless of letter case, as Moodle itself matches them (core_user_get_users;
     * core_user_get_users_by_field compares exactly). Several accounts: the one spelled the same, else the oldest.
     */
    async findUserByEmail(email: string): Promise<MoodleUser | undefined> {
      const answer = await call<{ users?: unknown }>('core_user_get_users', {
        'criteria[0][key]': 'email',
        'criteria[0][value]': email,
      });
      const found = users(answer?.users).sort((a, b) => a.id - b.id);
      return found.find((u) => u.email === email) ?? found[0];
    },

    async findUserByUsername(username: string): Promise<MoodleUser | undefined> {
      return users(await call('core_user_get_users_by_field', { field: 'username', 'values[0]': username }))[0];
    },

    /** A Moodle account that signs in by its own password, which Moodle mails to the learner. */
    async createUser(user: {
      username: string;
      email: string;
      firstname: string;
      lastname: string;
    }): Promise<MoodleUser> {
      const created = users(
        await call('core_user_create_users', {
          'users[0][username]': user.username,
          'users[0][email]': user.email,
          'users[0][firstname]': user.firstname,
          'users[0][lastname]': user.lastname,
          'users[0][auth]': 'manual',
          'users[0][createpassword]': 1,
        }),
      )[0];
      if (!created) throw new MoodleError('invalid', 'core_user_create_users answered no user');
      return { ...created, email: user.email };
    },

    /** Idempotent on Moodle's side: enrolling again answers `null` again. */
    async enrol(userId: number, courseId: number): Promise<void> {
      await call<null>('enrol_manual_enrol_users', {
        'enrolments[0][roleid]': STUDENT_ROLE_ID,
        'enrolments[0][userid]': userId,
        'enrolments[0][courseid]': courseId,
      });
    },
  };
}

export type MoodleClient = ReturnType<typeof createMoodleClient>;
