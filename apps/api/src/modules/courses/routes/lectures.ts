import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreateLectureRequest, ZIdParams, ZOutlineLecture, ZUpdateLectureRequest } from '@masar/contracts';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { afterOutlineDelete, outlineNode } from './outline-nodes';

/** The outline editor (admin): lectures of a section. Their files: uploads.ts. */
const lectureRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { config: { auth: 'admin' as const } };
  const schema = { tags: ['outline'], security: BEARER };

  app.post(
    '/sections/:id/lectures',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Add a lecture at the end of a section',
        params: ZIdParams,
        body: ZCreateLectureRequest,
        response: { 201: ZOutlineLecture, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const write = await app.outlineRepository.createLecture(request.params.id, request.body);
      return reply.code(201).send(await outlineNode(app, write, 'lecture'));
    },
  );

  app.patch(
    '/lectures/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Edit or move a lecture',
        description:
          '`position` is 0-based; moving shifts the siblings. `sectionId` moves the lecture to another section of the same course ' +
          '(at `position`, or at the end).',
        params: ZIdParams,
        body: ZUpdateLectureRequest,
        response: { 200: ZOutlineLecture, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      outlineNode(app, await app.outlineRepository.updateLecture(request.params.id, request.body), 'lecture'),
  );

  app.delete(
    '/lectures/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Delete a lecture and its files',
        description: 'A published course keeps at least one lecture (409).',
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await afterOutlineDelete(app, await app.outlineRepository.deleteLecture(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

export default lectureRoutes;
