import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZApiError, ZCourseList, ZCourseListQuery, type TCourseListQuery } from '@masar/contracts';
import { normalizeForSearch } from '#src/lib/arabic-normalize';

/** Spellings that search alike share one cache entry. */
function cacheKey(q: TCourseListQuery): string {
  return [
    normalizeForSearch(q.q ?? ''),
    q.category,
    q.level,
    q.minPrice,
    q.maxPrice,
    q.sort ?? 'popular',
    q.limit,
    q.offset,
  ].join('|');
}

function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header === etag || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag || t.trim() === '*');
}

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Benchmarked against a bare node:http server: the hot path is a map lookup and a string send;
  // a new query is one pass over the in-memory catalog (catalog-index.ts).
  app.get(
    '/Courses',
    {
      schema: {
        tags: ['courses'],
        summary: 'Published courses (the public catalog)',
        description: 'Returns an array; the total before paging is in the X-Total-Count header.',
        querystring: ZCourseListQuery,
        response: { 200: ZCourseList, 400: ZApiError },
      },
    },
    async (request, typedReply) => {
      const query = request.query;
      // the body is already serialized: bypass the typed reply and its response serializer
      const reply = typedReply as unknown as FastifyReply;
      const entry = await app.courseListCache.get(cacheKey(query), async () => {
        const { items, total } = (await app.catalogIndex.snapshot()).query(query);
        return { body: JSON.stringify(items), total };
      });
      reply.header('etag', entry.etag).header('x-total-count', entry.total).header('cache-control', 'no-cache');
      if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(entry.body);
    },
  );
};

export default catalogRoutes;
