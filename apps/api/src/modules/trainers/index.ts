import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTrainersRepository, type TrainersRepository } from './trainers-repository';

export default fp(
  async function trainersPlugin(app: FastifyInstance) {
    app.decorate('trainersRepository', createTrainersRepository(app.db));
  },
  { name: 'trainers', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    trainersRepository: TrainersRepository;
  }
}
