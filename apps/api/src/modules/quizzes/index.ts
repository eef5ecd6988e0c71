import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createAttemptsRepository, type AttemptsRepository } from './attempts-repository';
import { quizValidationMessages } from './messages';
import { createQuizResultsRepository, type QuizResultsRepository } from './results-repository';
import { createQuizzesRepository, type QuizzesRepository } from './quizzes-repository';

/** Quizzes and the final exam (issue 20): the editor, attempts and the admins' results. */
export default fp(
  async function quizzesPlugin(app: FastifyInstance) {
    app.decorate('quizzes', createQuizzesRepository(app.db));
    app.decorate('quizAttempts', createAttemptsRepository(app.db));
    app.decorate('quizResults', createQuizResultsRepository(app.db));
    app.addValidationMessages(quizValidationMessages);
  },
  // learning: a passed quiz completes its lecture; certificates: and may issue the certificate
  { name: 'quizzes', dependencies: ['db', 'learning', 'certificates', 'error-handler'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    quizzes: QuizzesRepository;
    quizAttempts: AttemptsRepository;
    quizResults: QuizResultsRepository;
  }
}
