import type { FastifyInstance } from 'fastify';

interface Deps {
  courses: FastifyInstance['coursesRepository'];
  catalogIndex: FastifyInstance['catalogIndex'];
  enqueueMoodleEnrolment: FastifyInstance['enqueueMoodleEnrolment'];
  log: FastifyInstance['log'];
}

/**
 * Everything that follows a committed enrolment: the course's student count — in the database and
 * in this process's catalog copy, without emptying any cache (the other processes' copies and the
 * cached pages show it when they refresh, within a minute) — and the Moodle sync. Failures are
 * logged; the enrolment itself stands.
 */
export function createAfterEnrolment({ courses, catalogIndex, enqueueMoodleEnrolment, log }: Deps) {
  return async function afterEnrolment(userId: string, courseId: string): Promise<void> {
    try {
      const students = await courses.recountStudents(courseId);
      if (students !== null) catalogIndex.setStudents(courseId, students);
    } catch (err) {
      log.error({ err, courseId }, 'course stats not refreshed after an enrolment');
    }
    await enqueueMoodleEnrolment(userId, courseId).catch((err: unknown) =>
      log.error({ err, userId, courseId }, 'moodle enrolment not queued'),
    );
  };
}

export type AfterEnrolment = ReturnType<typeof createAfterEnrolment>;
