import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCaptionTokens, type CaptionTokens } from './caption-tokens';
import { createCaptionsRepository, type CaptionsRepository } from './captions-repository';
import { createNotesRepository, type NotesRepository } from './notes-repository';
import { createQuestionMail, type QuestionMail } from './question-mail';
import { createQuestionsRepository, type QuestionsRepository } from './questions-repository';

/** Issue 20: notes and questions on lectures, and lecture captions. */
export default fp(
  async function studyToolsPlugin(app: FastifyInstance) {
    app.decorate('lectureNotes', createNotesRepository(app.db));
    const questions = createQuestionsRepository(app.db);
    app.decorate('lectureQuestions', questions);
    app.decorate(
      'questionMail',
      createQuestionMail({ mailQueue: app.mailQueue, questions, publicUrl: app.config.publicUrl }),
    );
    app.decorate('lectureCaptions', createCaptionsRepository(app.db));
    app.decorate('captionTokens', createCaptionTokens(app.config.jwtSecret));
  },
  { name: 'study-tools', dependencies: ['db', 'learning', 'mail-queue'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    lectureNotes: NotesRepository;
    lectureQuestions: QuestionsRepository;
    questionMail: QuestionMail;
    lectureCaptions: CaptionsRepository;
    captionTokens: CaptionTokens;
  }
}
