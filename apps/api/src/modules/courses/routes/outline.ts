import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateOutlineNodeRequest,
  ZIdParams,
  ZOutlineSection,
  ZOutlineUnit,
  ZUpdateOutlineNodeRequest,
} from '@masar/contracts';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { afterOutlineDelete, outlineNode } from './outline-nodes';

const NO_CONTENT = z.null().describe('Deleted');
const POSITION_NOTE = '`position` is 0-based; moving shifts the siblings (a position past the end moves to the end).';

/** The outline editor (admin): units of a course and sections of a unit. Lectures: lectures.ts. */
const outlineRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { config: { auth: 'admin' as const } };
  const schema = { tags: ['outline'], security: BEARER };

  app.post(
    '/courses/:id/units',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Add a unit at the end of a course',
        params: ZIdParams,
        body: ZCreateOutlineNodeRequest,
        response: { 201: ZOutlineUnit, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const write = await app.outlineRepository.createUnit(request.params.id, request.body.title);
      return reply.code(201).send(await outlineNode(app, write, 'unit'));
    },
  );

  app.patch(
    '/units/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Rename or move a unit',
        description: POSITION_NOTE,
        params: ZIdParams,
        body: ZUpdateOutlineNodeRequest,
        response: { 200: ZOutlineUnit, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      outlineNode(app, await app.outlineRepository.updateUnit(request.params.id, request.body), 'unit'),
  );

  app.delete(
    '/units/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Delete a unit with its sections and lectures',
        description: 'A published course keeps at least one lecture (409).',
        params: ZIdParams,
        response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await afterOutlineDelete(app, await app.outlineRepository.deleteUnit(request.params.id));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/units/:id/sections',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Add a section at the end of a unit',
        params: ZIdParams,
        body: ZCreateOutlineNodeRequest,
        response: { 201: ZOutlineSection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const write = await app.outlineRepository.createSection(request.params.id, request.body.title);
      return reply.code(201).send(await outlineNode(app, write, 'section'));
    },
  );

  app.patch(
    '/sections/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Rename or move a section within its unit',
        description: POSITION_NOTE,
        params: ZIdParams,
        body: ZUpdateOutlineNodeRequest,
        response: { 200: ZOutlineSection, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      outlineNode(app, await app.outlineRepository.updateSection(request.params.id, request.body), 'section'),
  );

  app.delete(
    '/sections/:id',
    {
      ...admin,
      schema: {
        ...schema,
        summary: 'Delete a section with its lectures',
        description: 'A published course keeps at least one lecture (409).',
        params: ZIdParams,
        response: { 204: NO_CONTENT, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await afterOutlineDelete(app, await app.outlineRepository.deleteSection(request.params.id));
      return reply.code(204).send(null);
    },
  );
};

export default outlineRoutes;
