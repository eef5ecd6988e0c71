import type { FastifyPluginAsync } from 'fastify';
import { uploadScope } from '#src/plugins/storage/upload-scope';
import enhanceRoutes from './enhance';
import interviewsRoutes from './interviews';
import { matchRoutes, matchUploadRoutes } from './match';
import resumeExportRoutes from './resume-export';
import resumesRoutes from './resumes';
import reviewsRoutes from './reviews';
import skillsRoutes from './skills';

/** /api/career/*: the AI career tools (PRODUCT.md section 6). Every route needs sign-in. */
const careerRoutes: FastifyPluginAsync = async (app) => {
  // someone opened the career tools: load the review engine before their first upload (tests,
  // which never listen, load it on first use instead)
  app.addHook('onRequest', async () => {
    if (app.server.listening) app.career.warmUp();
  });
  await app.register(resumesRoutes);
  await app.register(resumeExportRoutes);
  // the upload lives in its own context with @fastify/multipart; the other routes keep refusing multipart
  await app.register(uploadScope(reviewsRoutes));
  await app.register(matchRoutes);
  await app.register(uploadScope(matchUploadRoutes));
  await app.register(enhanceRoutes);
  await app.register(skillsRoutes);
  await app.register(interviewsRoutes);
};

export default careerRoutes;
