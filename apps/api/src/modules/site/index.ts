import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAdminSummary, type AdminSummary } from './admin-summary-repository';
import { systemClock, type Clock } from './clock';
import { createSiteInfo, type SiteInfo } from './site-info';
import { createSiteInfoRepository } from './site-info-repository';
import { createVisitorDaysRepository } from './visitor-days-repository';
import type { PageViews } from '#src/plugins/web-app';
import { createVisitorCounter, isCountableVisit, type VisitorCounter } from './visitors';

/** The public site's info (counters, support hours, reviews), visitor counting, the admin summary. */
export default fp(
  async function sitePlugin(app: FastifyInstance) {
    const clock = systemClock();
    const now = () => clock.now();
    const visitors = createVisitorCounter({
      days: createVisitorDaysRepository(app.db),
      secret: app.config.jwtSecret,
      now,
      run: (name, work) => app.background.run(name, work),
    });
    app.decorate('clock', clock);
    app.decorate('visitors', visitors);
    app.decorate('pageViews', {
      record(ip, headers) {
        if (isCountableVisit(headers)) visitors.record(ip, headers['user-agent'] ?? '');
      },
    } satisfies PageViews);
    const siteInfo = createSiteInfo({ repo: createSiteInfoRepository(app.db), config: app.config, now, visitors });
    app.decorate('siteInfo', siteInfo);
    // issue 32: an unpublished course stayed on the home page for 63-65 s after the write
    app.courseListCache.subscribe(() => siteInfo.invalidate());
    app.decorate('adminSummary', createAdminSummary({ db: app.db, currency: app.config.currency, now }));
  },
  { name: 'site', dependencies: ['db', 'background', 'courses'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    visitors: VisitorCounter;
    siteInfo: SiteInfo;
    adminSummary: AdminSummary;
  }
}
