import type { FastifyPluginAsync } from 'fastify';
import { uploadScope } from '#src/plugins/storage/upload-scope';
import captionUploadRoutes from './caption-uploads';
import captionsRoutes from './captions';
import notesRoutes from './notes';
import questionsRoutes from './questions';

/** Issue 20: notes, questions and captions of lectures. */
const studyToolsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(notesRoutes);
  await app.register(questionsRoutes);
  await app.register(captionsRoutes);
  await app.register(uploadScope(captionUploadRoutes));
};

export default studyToolsRoutes;
