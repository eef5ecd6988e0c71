import type { FastifyPluginAsync } from 'fastify';
import emailRoutes from './email';
import passwordRoutes from './password';
import sessionRoutes from './session';
import signInRoutes from './sign-in';

/** /api/auth/*: accounts and sessions (PRODUCT.md section 3); social sign-in is modules/social/routes. */
const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(signInRoutes);
  await app.register(sessionRoutes);
  await app.register(passwordRoutes);
  await app.register(emailRoutes);
};

export default authRoutes;
