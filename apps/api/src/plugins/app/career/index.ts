import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLlmClient, type LlmClient } from './llm/client';
import {
  createInterviewsRepository,
  createResumesRepository,
  createReviewsRepository,
  type InterviewsRepository,
  type ResumesRepository,
  type ReviewsRepository,
} from './repositories';
import { arabicWordList } from './text/arabic-dictionary';
import { englishLinter } from './text/english-grammar';
import { LATIN_SKILL_WORDS } from './skills/catalog';

export interface Career {
  resumes: ResumesRepository;
  reviews: ReviewsRepository;
  interviews: InterviewsRepository;
  /** set when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are */
  llm: LlmClient | undefined;
}

/**
 * The career tools: CV storage, reviews, interview sessions, and the optional model. The built-in
 * engine's word lists load on first use; a listening server loads them right away in the
 * background so that the first review does not wait (tests, which never listen, skip that).
 */
export default fp(
  async function careerPlugin(app: FastifyInstance) {
    app.decorate('career', {
      resumes: createResumesRepository(app.db),
      reviews: createReviewsRepository(app.db),
      interviews: createInterviewsRepository(app.db),
      llm: app.config.llm ? createLlmClient(app.config.llm) : undefined,
    } satisfies Career);
    app.addHook('onListen', async () => {
      // not app.background: shutting down must not wait for a warm-up nobody asked for
      void (async () => {
        await arabicWordList();
        await englishLinter(LATIN_SKILL_WORDS);
      })().catch((err: unknown) => app.log.warn({ err }, 'career engine warm-up failed; it loads on first use'));
    });
  },
  { name: 'career', dependencies: ['db', 'pdf'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    career: Career;
  }
}
