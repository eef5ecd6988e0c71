import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errorMessage } from '#src/lib/error-messages';
import { serveSpaIndex } from './web-app';

const isApiPath = (url: string) => /^\/api(\/|\?|$)/i.test(url);
// A missing hashed asset must fail as a 404 (so the client's chunk-retry logic sees a real
// load error), never as index.html served with a JavaScript URL.
const isAssetPath = (url: string) => /^\/(static|locales)\//i.test(url);

/** Unknown /api paths answer JSON; every other GET/HEAD is the SPA's job (its router shows 404). */
export default fp(
  async function notFound(app: FastifyInstance) {
    app.setNotFoundHandler((request, reply) => {
      if (isApiPath(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        const message = errorMessage('ROUTE_NOT_FOUND', request.lang);
        return reply.code(404).send({ message, code: 'ROUTE_NOT_FOUND' });
      }
      if (isAssetPath(request.url)) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
      return serveSpaIndex(app, reply);
    });
  },
  { name: 'not-found' },
);
