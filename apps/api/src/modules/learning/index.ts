import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createContinueRepository, type ContinueRepository } from './continue-repository';
import { createLearningRepository, type LearningRepository } from './learning-repository';
import { createMediaTokens, type MediaTokens } from './media-token';
import { createPlaybackSessions, type PlaybackSessions } from './playback-sessions-repository';
import { createProgressRepository, type ProgressRepository } from './progress-repository';

/** My courses, course content, lecture media and progress (PRODUCT.md section 4). */
export default fp(
  async function learningPlugin(app: FastifyInstance) {
    app.decorate('learning', createLearningRepository(app.db));
    app.decorate('continueLearning', createContinueRepository(app.db));
    app.decorate('lectureProgress', createProgressRepository(app.db));
    app.decorate('mediaTokens', createMediaTokens(app.config.jwtSecret));
    app.decorate('playbackSessions', createPlaybackSessions(app.db));
  },
  // site: app.clock, the time progress reports are judged by
  { name: 'learning', dependencies: ['db', 'certificates', 'site'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    learning: LearningRepository;
    /** what the public pages add for a signed-in learner: owned courses, where to continue */
    continueLearning: ContinueRepository;
    lectureProgress: ProgressRepository;
    mediaTokens: MediaTokens;
    playbackSessions: PlaybackSessions;
  }
}
