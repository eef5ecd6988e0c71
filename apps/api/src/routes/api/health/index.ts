import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth, type THealth } from '@masar/contracts';
import { APP_VERSION } from '../../../lib/version';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database reachability',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      let reachable = true;
      try {
        await app.db.execute(sql`select 1`);
      } catch (err) {
        reachable = false;
        app.log.error({ err }, 'health check: database unreachable');
      }
      const body: THealth = {
        status: reachable ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { reachable, driver: app.dbDriver },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(reachable ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
