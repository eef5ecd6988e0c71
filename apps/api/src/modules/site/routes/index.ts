import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClientReviewList, ZSiteInfo } from '@masar/contracts';

/** GET /api/site and /api/site/reviews: what the public pages need beyond the catalog. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      schema: {
        tags: ['site'],
        summary: 'Home counters, support contacts and hours (with open now), refund window, currency',
        description:
          'Counters are cached for up to 60 s. learners counts distinct people with an enrolment; monthlyVisitors sums each day’s distinct cookie-less visitors over the last 30 days; shownCounters lists the ones worth showing (never a figure under its threshold). openNow is computed for this moment in Africa/Cairo.',
        response: { 200: ZSiteInfo },
      },
    },
    async () => app.siteInfo.info(),
  );

  app.get(
    '/site/reviews',
    {
      schema: {
        tags: ['site'],
        summary: "The home page's client reviews",
        description:
          'Up to 9 real course reviews with a comment, from published courses, best and newest first; the learner is shown by first name and last initial. An empty array when there are none.',
        response: { 200: ZClientReviewList },
      },
    },
    async () => app.siteInfo.reviews(),
  );
};

export default siteRoutes;
