import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { isCountableVisit, isPersonsBrowser } from '#src/modules/site/visitors';
import { cairoDate } from './period';

/** per-process memory of today's (visitor, course) pairs; beyond it views count again */
const MAX_REMEMBERED = 200_000;
/** views waiting for the database; beyond it new ones are dropped until the next flush */
const MAX_PENDING = 20_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** the course page's path (apps/web/src/config/paths.ts courseDetails) */
const COURSE_PAGE = /^\/course-details\/([0-9a-f-]{36})\/?(?:[?#]|$)/i;

/**
 * Views of a course's page for the dashboard's funnel (issue 23), counted as the visitor count is
 * (docs/decisions/004): a view is one per visitor, course and Africa/Cairo day, where the visitor
 * is HMAC(daily salt, IP + user agent + course); no cookie, nothing about the person reaches the
 * database. Every process derives the same salt from the shared secret, and the database keeps
 * the day's hashes (`course_view_visitors`), so a visitor whose requests a balancer spreads over
 * several processes counts once (issue 32: 4 visits through two processes counted 2). This
 * process remembers what it sent to spare the database repeats. Views gather in memory and go to
 * `course_funnel_days` in one statement at most every `flushMs` (and on close, and before a read).
 */
export function createCourseViewCounter(deps: {
  secret: string;
  now: () => Date;
  addViews: (rows: Array<{ courseId: string; day: string; visitorHash: string }>) => Promise<void>;
  /** forgets the hashes of the days before this one */
  pruneBefore: (day: string) => Promise<void>;
  /** fire-and-forget work (background.ts) */
  run: (name: string, work: () => Promise<void>) => void;
  flushMs?: number;
}) {
  const flushMs = deps.flushMs ?? 5_000;
  let day = '';
  let salt = Buffer.alloc(0);
  let seen = new Set<string>();
  let pending: Array<{ courseId: string; day: string; visitorHash: string }> = [];
  let timer: NodeJS.Timeout | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    await deps.addViews(batch);
  }

  function record(ip: string, userAgent: string, courseId: string): void {
    if (!UUID.test(courseId)) return;
    const id = courseId.toLowerCase();
    const today = cairoDate(deps.now());
    if (today !== day) {
      day = today;
      salt = createHmac('sha256', deps.secret).update(`masar:course-view-salt:v1:${today}`).digest();
      seen = new Set();
      // yesterday's stay a day: another process may still be sending its last views of it
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      deps.run('course view hashes of past days', () => deps.pruneBefore(yesterday));
    }
    const hash = createHmac('sha256', salt).update(`${ip}\n${userAgent}\n${id}`).digest('base64url');
    if (seen.has(hash) || pending.length >= MAX_PENDING) return;
    if (seen.size < MAX_REMEMBERED) seen.add(hash);
    pending.push({ courseId: id, day: today, visitorHash: hash });
    timer ??= setTimeout(() => deps.run('course views', flush), flushMs).unref();
  }

  return {
    record,
    /** The app's page was answered for `url` (cached or not): a course page's view when a person navigated to it. */
    recordPage(ip: string, headers: IncomingHttpHeaders, url: string): void {
      const id = COURSE_PAGE.exec(url)?.[1];
      if (id && isCountableVisit(headers)) record(ip, headers['user-agent'] ?? '', id);
    },
    /** The course's details were fetched by the app (a navigation inside the app): a view too, once a day per visitor. */
    recordFetch(ip: string, headers: IncomingHttpHeaders, courseId: string): void {
      if (isPersonsBrowser(headers)) record(ip, headers['user-agent'] ?? '', courseId);
    },
    /** adds the counts gathered so far (before a dashboard read, and on close) */
    flush,
  };
}

export type CourseViewCounter = ReturnType<typeof createCourseViewCounter>;
