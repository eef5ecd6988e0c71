import { createHmac } from 'node:crypto';
import type { VisitorDaysRepository } from './visitor-days-repository';

const DAY_MS = 86_400_000;
/** the home page's "monthly visitors": today and the 29 days before it */
export const VISITOR_WINDOW_DAYS = 30;
/** per-process memory of today's visitors; beyond it the database's unique index still dedups */
const MAX_REMEMBERED = 100_000;
/** inserts waiting at once; under a flood further visits are not counted rather than queued */
const MAX_PENDING = 64;

export const utcDay = (at: Date) => at.toISOString().slice(0, 10);

const saltFor = (secret: string, day: string) =>
  createHmac('sha256', secret).update(`masar:visitor-salt:v1:${day}`).digest();
const visitorHash = (salt: Buffer, ip: string, userAgent: string) =>
  createHmac('sha256', salt).update(`${ip}\n${userAgent}`).digest('base64url');

/**
 * Cookie-less visitor counting (PRODUCT.md section 5). A visitor is HMAC(daily salt, IP + user
 * agent); the daily salt is HMAC(secret, date), the same in every process and never stored. A
 * visitor therefore cannot be followed from one day to the next, and "monthly visitors" is the
 * sum over the last 30 days of each day's distinct visitors (as cookie-less analytics count them).
 * Rows older than the window are deleted.
 */
export function createVisitorCounter(deps: {
  days: VisitorDaysRepository;
  /** secret material (JWT_SECRET): shared by every process, so the salt is too */
  secret: string;
  now: () => Date;
  /** fire-and-forget work (background.ts) */
  run: (name: string, work: () => Promise<void>) => void;
}) {
  let day = '';
  let salt = Buffer.alloc(0);
  let seen = new Set<string>();
  let pending = 0;

  function startDay(today: string) {
    day = today;
    salt = saltFor(deps.secret, today);
    seen = new Set();
    const oldest = utcDay(new Date(Date.parse(`${today}T00:00:00Z`) - (VISITOR_WINDOW_DAYS - 1) * DAY_MS));
    deps.run('visitor days pruning', async () => void (await deps.days.pruneBefore(oldest)));
  }

  return {
    /** the visitor's hash for `at` (exposed for tests: it must not be the raw address) */
    hashFor(ip: string, userAgent: string, at: Date): string {
      return visitorHash(saltFor(deps.secret, utcDay(at)), ip, userAgent);
    },

    /** Counts a page view; returns at once and never throws. */
    record(ip: string, userAgent: string): void {
      const today = utcDay(deps.now());
      if (today !== day) startDay(today);
      const hash = visitorHash(salt, ip, userAgent);
      if (seen.has(hash) || pending >= MAX_PENDING) return;
      if (seen.size < MAX_REMEMBERED) seen.add(hash);
      pending += 1;
      deps.run('visitor count', async () => {
        try {
          await deps.days.add(today, hash);
        } catch (err) {
          seen.delete(hash);
          throw err;
        } finally {
          pending -= 1;
        }
      });
    },

    /** distinct visitors per day, summed over the last 30 days (today included) */
    async monthly(): Promise<number> {
      const from = utcDay(new Date(deps.now().getTime() - (VISITOR_WINDOW_DAYS - 1) * DAY_MS));
      return deps.days.countSince(from);
    },
  };
}

export type VisitorCounter = ReturnType<typeof createVisitorCounter>;

const BOT =
  /bot|crawl|spider|slurp|archiver|facebookexternalhit|whatsapp|telegram|embedly|preview|headless|lighthouse|pagespeed|pingdom|uptime|monitor|curl|wget|python|httpclient|okhttp|java\/|go-http|node-fetch|undici|axios|postman|insomnia|libwww|scrapy|phantomjs|selenium|puppeteer|playwright/i;

/** Whether a request comes from a person's browser: no bots, no prefetch or prerender. */
export function isPersonsBrowser(headers: Record<string, string | string[] | undefined>): boolean {
  const ua = headers['user-agent'];
  if (typeof ua !== 'string' || ua.length < 10 || BOT.test(ua)) return false;
  const purpose = [headers['sec-purpose'], headers.purpose, headers['x-purpose'], headers['x-moz']]
    .filter((v) => typeof v === 'string')
    .join(' ');
  return !/prefetch|prerender|preview/i.test(purpose);
}

/** Whether a request for the app's page is a person's navigation: no bots, no prefetch or prerender. */
export function isCountableVisit(headers: Record<string, string | string[] | undefined>): boolean {
  if (!isPersonsBrowser(headers)) return false;
  const dest = headers['sec-fetch-dest'];
  const mode = headers['sec-fetch-mode'];
  if (typeof dest === 'string' && dest !== 'document') return false;
  if (typeof mode === 'string' && mode !== 'navigate') return false;
  return true;
}
