import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAdminCourseList,
  ZAdminCourseListQuery,
  ZCourseDetails,
  ZCreateCourseRequest,
  ZIdParams,
  ZUpdateCourseRequest,
} from '@masar/contracts';
import { catalogError, lecturesWithoutMediaError, notFound } from '../messages';
import { deleteFiles } from '#src/plugins/storage/index';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const unknownTrainer = () => catalogError('VALIDATION_FAILED', 'unknownTrainer', { field: 'trainerId' });

/** The admin's course calls: create, edit, publish, delete, and the list with drafts. */
const courseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminDetails = async (id: string) => {
    const details = await app.coursesRepository.details(id, { admin: true });
    if (!details) throw notFound('courseNotFound');
    return details;
  };

  app.get(
    '/admin/courses',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['courses'],
        summary: 'Every course, drafts included (admin)',
        description:
          'Search (Arabic-aware, as the catalog), status and category filters; most recently changed first; 20 per page unless `limit`. Total in X-Total-Count.',
        security: BEARER,
        querystring: ZAdminCourseListQuery,
        response: { 200: ZAdminCourseList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.courseAdminRepository.list(request.query);
      reply.header('x-total-count', total);
      return items;
    },
  );

  app.post(
    '/Courses',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['courses'],
        summary: 'Create a course (admin)',
        description:
          'Created as a draft with a unique slug made from the title. Upload the image and syllabus separately.',
        security: BEARER,
        body: ZCreateCourseRequest,
        response: { 201: ZCourseDetails, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const created = await app.courseAdminRepository.create(request.body, app.config.currency);
      if (created === 'unknown-trainer') throw unknownTrainer();
      return reply.code(201).send(await adminDetails(created.id));
    },
  );

  app.patch(
    '/courses/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['courses'],
        summary: 'Edit, publish or unpublish a course (admin)',
        description:
          "Any subset of the fields. `status: 'published'` needs at least one lecture, and a file for every video and PDF lecture " +
          '(409; `details.lectureIds` lists the lectures without one); the first publication sets publishedAt.',
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateCourseRequest,
        response: { 200: ZCourseDetails, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const outcome = await app.courseAdminRepository.update(request.params.id, request.body);
      if (outcome === 'not-found') throw notFound('courseNotFound');
      if (outcome === 'unknown-trainer') throw unknownTrainer();
      if (outcome === 'no-lectures') throw catalogError('CONFLICT', 'publishNeedsLecture', { field: 'status' });
      if (typeof outcome === 'object') throw lecturesWithoutMediaError(outcome.lectures);
      await app.courseListCache.invalidate();
      return adminDetails(request.params.id);
    },
  );

  app.delete(
    '/courses/:id',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['courses'],
        summary: 'Delete a course (admin)',
        description:
          'Deletes a course nobody has joined or ordered, with its outline and files. A course with enrolments or orders answers 409: unpublish it instead.',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const result = await app.courseAdminRepository.remove(request.params.id);
      if (result.outcome !== 'deleted')
        throw result.outcome === 'not-found'
          ? notFound('courseNotFound')
          : catalogError('CONFLICT', 'courseHasLearners');
      await app.courseListCache.invalidate();
      await deleteFiles(app, result.fileKeys);
      return reply.code(204).send(null);
    },
  );
};

export default courseAdminRoutes;
