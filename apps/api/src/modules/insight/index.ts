import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCourseViewCounter, type CourseViewCounter } from './course-views';
import { createInsightRepository } from './insight-repository';
import { createInsightService, type InsightService } from './insight-service';

/** The dashboard's insight (issue 23): figures over time, the funnel and its course page views. */
export default fp(
  async function insightPlugin(app: FastifyInstance) {
    const repo = createInsightRepository(app.db, app.config.currency);
    const views = createCourseViewCounter({
      secret: app.config.jwtSecret,
      now: () => app.clock.now(),
      addViews: (rows) => repo.addViews(rows),
      pruneBefore: (day) => repo.pruneViewVisitors(day),
      run: (name, work) => app.background.run(name, work),
    });
    app.decorate('courseViews', views);
    app.decorate(
      'insight',
      createInsightService({ repo, views, currency: app.config.currency, now: () => app.clock.now() }),
    );
    app.addHook('preClose', async () => {
      await views.flush().catch((err: unknown) => app.log.error({ err }, 'course views were not saved'));
    });
  },
  { name: 'insight', dependencies: ['db', 'background', 'site'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    courseViews: CourseViewCounter;
    insight: InsightService;
  }
}
