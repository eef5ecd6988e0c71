import type { FastifyInstance } from 'fastify';
import { recomputeCourseStats } from '#src/modules/courses/course-stats-repository';

/**
 * Everything that follows a committed enrolment: the course's student count, every process's
 * catalog cache and the Moodle sync. Failures are logged; the enrolment itself stands.
 */
export async function afterEnrolment(app: FastifyInstance, userId: string, courseId: string): Promise<void> {
  try {
    await recomputeCourseStats(app.db, courseId);
    app.courseListCache.invalidate();
  } catch (err) {
    app.log.error({ err, courseId }, 'course stats not refreshed after an enrolment');
  }
  await app.enqueueMoodleEnrolment(userId, courseId).catch((err: unknown) => app.log.error({ err, userId, courseId }, 'moodle enrolment not queued'));
}
