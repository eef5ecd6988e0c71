import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJobQueue, type JobQueue } from './job-queue';

/**
 * The job queue (docs/decisions/020): modules define their queues while they register; the queue
 * starts once every module has, with workers polling unless `JOBS_WORKERS=false` (tests drain it
 * themselves), and stops before the database closes.
 */
export default fp(
  async function jobsPlugin(app: FastifyInstance) {
    const { pollingIntervalSeconds, workers } = app.config.jobs;
    const jobs = createJobQueue({
      executeSql: app.dbExecuteSql,
      pollingIntervalSeconds,
      onError: (err) => app.log.error({ err }, 'job queue error'),
    });
    app.decorate('jobs', jobs);
    app.addHook('onReady', async () => jobs.start(workers));
    app.addHook('preClose', async () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobQueue;
  }
}
