import type { FastifyPluginAsync } from 'fastify';
import { uploadScope } from '#src/plugins/storage/upload-scope';
import trainerPhotoRoutes from './photo';
import trainerRoutes from './trainers';

/** /api/trainers: public profiles, admin management, photo upload. */
const trainersRoutes: FastifyPluginAsync = async (app) => {
  await app.register(trainerRoutes);
  await app.register(uploadScope(trainerPhotoRoutes));
};

export default trainersRoutes;
