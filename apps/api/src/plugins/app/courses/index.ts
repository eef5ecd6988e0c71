import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CourseListCache } from './course-list-cache';
import { createCoursesRepository, type CoursesRepository } from './courses-repository';

export default fp(
  async function coursesPlugin(app: FastifyInstance) {
    app.decorate('coursesRepository', createCoursesRepository(app.db));
    app.decorate('courseListCache', new CourseListCache());
  },
  { name: 'courses', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    coursesRepository: CoursesRepository;
    /** call courseListCache.invalidate() after any write that changes the catalog */
    courseListCache: CourseListCache;
  }
}
