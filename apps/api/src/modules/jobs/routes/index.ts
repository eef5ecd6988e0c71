import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFailedJobs, ZIdParams, type TFailedJob } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { FailedJob } from '#src/plugins/jobs/job-queue';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const LISTED = 100;

/** A mail job names its kind of mail; other queues are their own kind. */
const kindOf = (job: FailedJob) => {
  const kind = (job.data as { kind?: unknown } | null)?.kind;
  return typeof kind === 'string' ? kind : job.queue;
};

const toFailedJob = (job: FailedJob): TFailedJob => ({
  _id: job.id,
  queue: job.queue,
  kind: kindOf(job),
  error: job.error,
  tries: job.tries,
  createdAt: job.createdAt.toISOString(),
  failedAt: job.failedAt?.toISOString() ?? null,
});

/** /api/admin/jobs: background work that failed its last try (dead letters), and another try for it. */
const jobsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = { tags: ['admin'], security: BEARER };

  app.get(
    '/admin/jobs/failed',
    {
      config: { auth: 'admin' },
      schema: {
        ...schema,
        summary: 'Background jobs that failed their last try, newest first (admin)',
        description: `At most ${LISTED}; kept 14 days. The job's data is not shown (it may name people); its kind, error and tries are.`,
        response: { 200: ZFailedJobs, ...errorResponses(401, 403) },
      },
    },
    async () => ({ jobs: (await app.jobs.failed(LISTED)).map(toFailedJob) }),
  );

  app.post(
    '/admin/jobs/:id/retry',
    {
      config: { auth: 'admin' },
      schema: {
        ...schema,
        summary: 'Give a failed job one more try (admin)',
        description: '404 when no failed job has this id (already retried, or never failed).',
        params: ZIdParams,
        response: { 204: z.null().describe('Queued again'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      if (!(await app.jobs.retry(request.params.id))) throw new AppError('NOT_FOUND');
      return reply.code(204).send(null);
    },
  );
};

export default jobsAdminRoutes;
