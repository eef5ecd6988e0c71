import type { FastifyInstance } from 'fastify';
import type { RequestAuth } from '#src/plugins/authentication';
import type { LectureWithCourse } from '../course-lectures-repository';
import { learningError } from '../messages';

/** Content and media are for enrolled learners and admins only: 404 for no course, 403 otherwise. */
export async function assertCourseAccess(app: FastifyInstance, auth: RequestAuth, courseId: string): Promise<void> {
  if (!(await app.learning.courseExists(courseId))) throw learningError('NOT_FOUND', 'courseNotFound');
  if (auth.role === 'admin') return;
  if (!(await app.learning.isEnrolled(auth.userId, courseId))) throw learningError('FORBIDDEN', 'notEnrolled');
}

export async function accessibleLecture(
  app: FastifyInstance,
  auth: RequestAuth,
  lectureId: string,
): Promise<LectureWithCourse> {
  const lecture = await app.learning.lectureWithCourse(lectureId);
  if (!lecture) throw learningError('NOT_FOUND', 'lectureNotFound');
  await assertCourseAccess(app, auth, lecture.courseId);
  return lecture;
}
