import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAdminSummary } from '@masar/contracts';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

const summaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/summary',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: "The dashboard's figures and recent activity (admin)",
        description:
          'Revenue sums paid orders in the configured currency (minor units). newMessages counts unhandled contact messages, newRegistrations those of the last 7 days. recentActivity: the latest 10 events across new users, enrolments, paid orders, contact messages, registrations and reviews, newest first. testPaymentGateway: the built-in test gateway is offered at checkout (no money moves).',
        security: BEARER,
        response: { 200: ZAdminSummary, ...errorResponses(401, 403) },
      },
    },
    async () => ({ ...(await app.adminSummary.summary()), testPaymentGateway: app.config.payments.testGateway }),
  );
};

export default summaryRoutes;
