import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZCreateTrainerRequest,
  ZIdParams,
  ZTrainer,
  ZTrainerDetails,
  ZTrainerList,
  ZTrainerListQuery,
  ZUpdateTrainerRequest,
} from '@masar/contracts';
import { notFound } from '#src/modules/courses/messages';
import { deleteFiles } from '#src/plugins/storage/index';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

/** Trainer profiles: public reads, admin writes. The photo: photo.ts. */
const trainerRoutes: FastifyPluginAsyncZod = async (app) => {
  const repo = app.trainersRepository;
  const admin = { config: { auth: 'admin' as const } };

  app.get(
    '/trainers',
    {
      schema: {
        tags: ['trainers'],
        summary: 'Trainers (public)',
        description:
          'Search by name, title or bio (Arabic-aware: alef forms, taa marbuta, alef maqsura, diacritics and tatweel fold alike; Latin by case-insensitive word prefix), ' +
          'filter by specialty, ordered by name. Every trainer (up to 500) unless `limit`; the total is in X-Total-Count.',
        querystring: ZTrainerListQuery,
        response: { 200: ZTrainerList, ...errorResponses(400) },
      },
    },
    async (request, reply) => {
      const { items, total } = await repo.list(request.query);
      reply.header('x-total-count', total);
      return items;
    },
  );

  app.get(
    '/trainers/:id',
    {
      schema: {
        tags: ['trainers'],
        summary: "A trainer's profile with their published courses (public)",
        params: ZIdParams,
        response: { 200: ZTrainerDetails, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const details = await repo.details(request.params.id);
      if (!details) throw notFound('trainerNotFound');
      return details;
    },
  );

  app.post(
    '/trainers',
    {
      ...admin,
      schema: {
        tags: ['trainers'],
        summary: 'Add a trainer (admin)',
        description: 'Upload the photo separately (POST /trainers/{id}/photo).',
        security: BEARER,
        body: ZCreateTrainerRequest,
        response: { 201: ZTrainer, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const trainer = await repo.create(request.body);
      await app.courseListCache.invalidate(); // the trainers page lists them
      return reply.code(201).send(trainer);
    },
  );

  app.patch(
    '/trainers/:id',
    {
      ...admin,
      schema: {
        tags: ['trainers'],
        summary: 'Edit a trainer (admin)',
        security: BEARER,
        params: ZIdParams,
        body: ZUpdateTrainerRequest,
        response: { 200: ZTrainer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const trainer = await repo.update(request.params.id, request.body);
      if (!trainer) throw notFound('trainerNotFound');
      // the trainer's public pages are rendered from the cache the catalog's changes clear
      await app.courseListCache.invalidate();
      return trainer;
    },
  );

  app.delete(
    '/trainers/:id',
    {
      ...admin,
      schema: {
        tags: ['trainers'],
        summary: 'Delete a trainer (admin)',
        description: 'Their courses stay, without a trainer.',
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const removed = await repo.remove(request.params.id);
      if (!removed) throw notFound('trainerNotFound');
      await app.courseListCache.invalidate();
      await deleteFiles(app, [removed.photoKey]);
      return reply.code(204).send(null);
    },
  );
};

export default trainerRoutes;
