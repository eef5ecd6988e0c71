import type { FastifyPluginAsync } from 'fastify';
import usersAdminRoutes from './admin';
import meRoutes from './me';

/** /api/users/*: the signed-in user's own account, and the admin's list of accounts. */
const usersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(meRoutes);
  await app.register(usersAdminRoutes);
};

export default usersRoutes;
