import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZHealth, type THealth } from '@masar/contracts';
import { APP_VERSION } from '#src/lib/version';
import { pingDatabase } from '#src/plugins/db';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests that arrive while a probe is running share its answer: under load the database
  // sees one `select 1` at a time instead of one per request, and no answer is ever stale.
  let probeInFlight: Promise<boolean> | null = null;
  const probeDatabase = () =>
    (probeInFlight ??= pingDatabase(app.db)
      .then(
        () => true,
        (err: unknown) => {
          app.log.error({ err }, 'health check: database unreachable');
          return false;
        },
      )
      .finally(() => {
        probeInFlight = null;
      }));

  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness, database and Redis reachability',
        description:
          '503 when the database does not answer. Redis unreachable (REDIS_URL set) answers 200 with status ' +
          '"degraded": the process still serves, its rate limits counted per process until Redis is back.',
        response: { 200: ZHealth, 503: ZHealth },
      },
    },
    async (_request, reply) => {
      const reachable = await probeDatabase();
      const redis = app.sharedLimits?.reachable ?? null;
      const body: THealth = {
        status: reachable && redis !== false ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { reachable, driver: app.dbDriver },
        redis: { configured: redis !== null, reachable: redis },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.code(reachable ? 200 : 503).send(body);
    },
  );
};

export default healthRoutes;
