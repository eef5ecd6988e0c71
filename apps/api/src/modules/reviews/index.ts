import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createReviewsRepository, type ReviewsRepository } from './reviews-repository';

/** Course reviews by enrolled learners (PRODUCT.md section 4). */
export default fp(
  async function reviewsPlugin(app: FastifyInstance) {
    app.decorate('courseReviews', createReviewsRepository(app.db));
  },
  { name: 'reviews', dependencies: ['db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    courseReviews: ReviewsRepository;
  }
}
