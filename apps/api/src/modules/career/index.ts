import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createLlmClient, type LlmClient } from '@masar/career/llm/client';
import { cvExtractor } from '@masar/career/parse/extractor';
import {
  createInterviewsRepository,
  createResumesRepository,
  createReviewsRepository,
  type InterviewsRepository,
  type ResumesRepository,
  type ReviewsRepository,
} from './career-repository';
import { arabicWordList } from '@masar/career/text/arabic-dictionary';
import { englishLinter } from '@masar/career/text/english-grammar';
import { LATIN_SKILL_WORDS } from '@masar/career/skills/catalog';
import { createSkillCourses, type SkillCourses } from './skills/skill-courses-repository';
import { careerValidationMessages } from './messages';

export interface Career {
  resumes: ResumesRepository;
  reviews: ReviewsRepository;
  interviews: InterviewsRepository;
  /** the catalog's courses that teach a skill */
  skillCourses: SkillCourses;
  /** set when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are */
  llm: LlmClient | undefined;
  /** Starts loading the review engine's word lists in the background (once; later calls do nothing). */
  warmUp(): void;
}

/**
 * The career tools: CV storage, reviews, interview sessions, and the optional model. The built-in
 * engine's word lists (a few seconds of CPU) load on first use; a listening server starts loading
 * them as soon as a career route is called (modules/career/routes/index.ts), so a learner's first
 * review does not wait, and a server whose visitors never open the career tools never spends the
 * CPU or memory, nor competes with its first requests after a start.
 */
export default fp(
  async function careerPlugin(app: FastifyInstance) {
    let warming = false;
    app.addValidationMessages(careerValidationMessages);
    app.decorate('career', {
      resumes: createResumesRepository(app.db),
      reviews: createReviewsRepository(app.db),
      interviews: createInterviewsRepository(app.db),
      skillCourses: createSkillCourses(app.db),
      llm: app.config.llm ? createLlmClient(app.config.llm) : undefined,
      warmUp() {
        if (warming) return;
        warming = true;
        cvExtractor().warmUp();
        // not app.background: shutting down must not wait for a warm-up nobody asked for
        void (async () => {
          await arabicWordList();
          await englishLinter(LATIN_SKILL_WORDS);
        })().catch((err: unknown) => {
          warming = false;
          app.log.warn({ err }, 'career engine warm-up failed; it loads on first use');
        });
      },
    } satisfies Career);
  },
  { name: 'career', dependencies: ['db', 'pdf', 'error-handler'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    career: Career;
  }
}
