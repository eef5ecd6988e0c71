import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One line per request, written when the response is done (Fastify's own logging is off). */
export default fp(
  async function requestLog(app: FastifyInstance) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  },
  { name: 'request-log' },
);
