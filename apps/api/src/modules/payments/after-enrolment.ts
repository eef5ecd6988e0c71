import type { FastifyInstance } from 'fastify';

interface Deps {
  courses: FastifyInstance['coursesRepository'];
  courseListCache: FastifyInstance['courseListCache'];
  enqueueMoodleEnrolment: FastifyInstance['enqueueMoodleEnrolment'];
  log: FastifyInstance['log'];
}

/**
 * Everything that follows a committed enrolment: the course's student count, every process's
 * catalog cache and the Moodle sync. Failures are logged; the enrolment itself stands.
 */
export function createAfterEnrolment({ courses, courseListCache, enqueueMoodleEnrolment, log }: Deps) {
  return async function afterEnrolment(userId: string, courseId: string): Promise<void> {
    try {
      await courses.recomputeStats(courseId);
      await courseListCache.invalidate();
    } catch (err) {
      log.error({ err, courseId }, 'course stats not refreshed after an enrolment');
    }
    await enqueueMoodleEnrolment(userId, courseId).catch((err: unknown) =>
      log.error({ err, userId, courseId }, 'moodle enrolment not queued'),
    );
  };
}

export type AfterEnrolment = ReturnType<typeof createAfterEnrolment>;
