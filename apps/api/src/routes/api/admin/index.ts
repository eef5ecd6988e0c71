import type { FastifyPluginAsync } from 'fastify';
import contactMessagesRoutes from './contact-messages';
import registrationsAdminRoutes from './registrations';
import summaryRoutes from './summary';

/** /api/admin/*: the dashboard's figures and the lists of contact messages and registrations. */
const adminRoutes: FastifyPluginAsync = async (app) => {
  await app.register(summaryRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(registrationsAdminRoutes);
};

export default adminRoutes;
