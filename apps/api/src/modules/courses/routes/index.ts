import type { FastifyPluginAsync } from 'fastify';
import { uploadScope } from '#src/plugins/storage/upload-scope';
import courseAdminRoutes from './admin';
import catalogRoutes from './catalog';
import courseDetailsRoutes from './details';
import lectureRoutes from './lectures';
import outlineRoutes from './outline';
import previewRoutes from './preview';
import courseUploadRoutes from './uploads';

/** /api/Courses and the course editor: catalog, details, free previews, admin writes, outline, uploads. */
const coursesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(catalogRoutes);
  await app.register(courseDetailsRoutes);
  await app.register(courseAdminRoutes);
  await app.register(outlineRoutes);
  await app.register(lectureRoutes);
  await app.register(previewRoutes);
  await app.register(uploadScope(courseUploadRoutes));
};

export default coursesRoutes;
