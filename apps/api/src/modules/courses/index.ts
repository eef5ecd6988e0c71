import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CatalogIndex } from './catalog-index';
import { createCourseAdminRepository, type CourseAdminRepository } from './course-admin-repository';
import { createCourseMediaRepository, type CourseMediaRepository } from './course-media-repository';
import { CourseListCache } from './course-list-cache';
import { createCoursesRepository, type CoursesRepository } from './courses-repository';
import { startCatalogSync } from './catalog-sync';
import { createOutlineRepository, type OutlineRepository } from './outline-repository';

export default fp(
  async function coursesPlugin(app: FastifyInstance) {
    const coursesRepository = createCoursesRepository(app.db);
    app.decorate('coursesRepository', coursesRepository);
    app.decorate('courseAdminRepository', createCourseAdminRepository(app.db));
    app.decorate('outlineRepository', createOutlineRepository(app.db));
    app.decorate('courseMediaRepository', createCourseMediaRepository(app.db));
    const catalog = new CatalogIndex(
      () => coursesRepository.loadPublishedCatalog(),
      undefined,
      (err) => app.log.warn({ err }, 'catalog refresh failed; serving the previous copy'),
    );
    app.decorate('catalogIndex', catalog);
    // the serialized pages are derived from the catalog: both go together
    const cache = new CourseListCache(() => catalog.invalidate());
    app.decorate('courseListCache', cache);
    await startCatalogSync(app, cache);
  },
  { name: 'courses', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    coursesRepository: CoursesRepository;
    courseAdminRepository: CourseAdminRepository;
    outlineRepository: OutlineRepository;
    courseMediaRepository: CourseMediaRepository;
    /** the published catalog in memory, which GET /Courses filters, sorts and pages */
    catalogIndex: CatalogIndex;
    /**
     * Await courseListCache.invalidate() after (never inside) the transaction of any write that
     * changes the catalog: it also tells the other processes.
     */
    courseListCache: CourseListCache;
  }
}
