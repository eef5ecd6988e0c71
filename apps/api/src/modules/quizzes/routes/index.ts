import type { FastifyPluginAsync } from 'fastify';
import quizAdminRoutes from './admin';
import quizLearnerRoutes from './learner';

/** Quizzes and the final exam (issue 20). */
const quizzesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(quizAdminRoutes);
  await app.register(quizLearnerRoutes);
};

export default quizzesRoutes;
