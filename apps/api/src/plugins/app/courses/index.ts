import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCourseAdminRepository, type CourseAdminRepository } from './course-admin-repository';
import { createCourseMediaRepository, type CourseMediaRepository } from './course-media-repository';
import { CourseListCache } from './course-list-cache';
import { createCoursesRepository, type CoursesRepository } from './courses-repository';
import { startCatalogSync } from './catalog-sync';
import { createOutlineRepository, type OutlineRepository } from './outline-repository';

export default fp(
  async function coursesPlugin(app: FastifyInstance) {
    app.decorate('coursesRepository', createCoursesRepository(app.db));
    app.decorate('courseAdminRepository', createCourseAdminRepository(app.db));
    app.decorate('outlineRepository', createOutlineRepository(app.db));
    app.decorate('courseMediaRepository', createCourseMediaRepository(app.db));
    const cache = new CourseListCache();
    app.decorate('courseListCache', cache);
    await startCatalogSync(app, cache);
  },
  { name: 'courses', dependencies: ['db', 'background'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    coursesRepository: CoursesRepository;
    courseAdminRepository: CourseAdminRepository;
    outlineRepository: OutlineRepository;
    courseMediaRepository: CourseMediaRepository;
    /**
     * Call courseListCache.invalidate() after (never inside) the transaction of any write that
     * changes the catalog: it also tells the other processes.
     */
    courseListCache: CourseListCache;
  }
}
