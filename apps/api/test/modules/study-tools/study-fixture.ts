import type { FastifyInstance } from 'fastify';
import { enrolments } from '#src/db/schema/index';
import { bearer } from '#test/support/accounts';
import { learner, learningCourse } from '#test/support/learning-fixture';
import { TEST_ADMIN } from '#test/test-config';
import { defined } from '@masar/contracts/defined';

/** A course with a learner enrolled, one not enrolled (the other course's learner) and the admin. */
export async function studyFixture(app: FastifyInstance) {
  const course = await learningCourse(app);
  const me = await learner(app);
  const classmate = await learner(app, { firstName: 'Omar', lastName: 'Said' }, 'en');
  const stranger = await learner(app, { firstName: 'Hala', lastName: 'Nour' });
  await app.db.insert(enrolments).values([
    { userId: me.id, courseId: course.courseId },
    { userId: classmate.id, courseId: course.courseId },
  ]);
  const adminUser = defined(await app.usersRepository.findByEmail(TEST_ADMIN.email));
  const admin = { id: adminUser.id, headers: bearer((await app.sessions.create(adminUser)).accessToken) };
  return { course, me, classmate, stranger, admin };
}
