import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCourseLinks, type CourseLinks } from './course-links';
import { createCourseLinksRepository } from './course-links-repository';
import { createCourseList, type CourseList } from './course-list';
import { createEnrolmentSync, type EnrolmentSync } from './enrolment-sync';
import { createEnrolmentsRepository, type EnrolmentsRepository } from './enrolments-repository';
import { createMoodleClient } from './moodle-client';

export interface Moodle {
  /** undefined when MOODLE_URL or MOODLE_TOKEN is unset (the listing answers 503) */
  courseList: CourseList | undefined;
  links: CourseLinks;
  enrolments: EnrolmentsRepository;
  sync: EnrolmentSync;
}

/**
 * The Moodle integration (PRODUCT.md section 7): the course listing, course links and the
 * background enrolment sync, whose timer runs in every process (rows are claimed, never shared).
 */
export default fp(
  async function moodlePlugin(app: FastifyInstance) {
    const { url, token, timeoutMs, cacheSeconds, syncIntervalSeconds, syncInBackground = true } = app.config.moodle;
    const client = url && token ? createMoodleClient({ url, token, timeoutMs }) : undefined;
    const courseList = client ? createCourseList(client, cacheSeconds) : undefined;
    // app.clock: one clock for due times, which a test can stand still or move on
    const now = () => app.clock.now();
    const enrolments = createEnrolmentsRepository(app.db, now);
    const courseLinks = createCourseLinksRepository(app.db);
    const sync = createEnrolmentSync({
      links: courseLinks,
      repo: enrolments,
      client,
      log: app.log,
      later: (name, work) => app.background.run(name, work),
      now,
      inBackground: syncInBackground,
    });
    const links = createCourseLinks({ links: courseLinks, courseList, repo: enrolments, sync });
    app.decorate('moodle', { courseList, links, enrolments, sync } satisfies Moodle);
    app.decorate('enqueueMoodleEnrolment', (userId: string, courseId: string) => sync.enqueue(userId, courseId));

    if (client && syncInBackground && syncIntervalSeconds > 0) {
      const timer = setInterval(() => sync.kick(), syncIntervalSeconds * 1000);
      timer.unref();
      app.addHook('onReady', async () => sync.kick());
      app.addHook('preClose', async () => clearInterval(timer));
    }
  },
  { name: 'moodle', dependencies: ['db', 'background', 'site'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    moodle: Moodle;
    /**
     * Queues a learner's enrolment for Moodle (no-op when the course is not linked). Call it where
     * enrolment rows are created, after they are committed; see modules/moodle/enrolment-sync.ts.
     */
    enqueueMoodleEnrolment: (userId: string, courseId: string) => Promise<void>;
  }
}
