import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZLectureProgressRequest, ZLectureProgressResult, ZMediaUrl } from '@masar/contracts';
import type { FastifyInstance } from 'fastify';
import { currentAuth } from '#src/plugins/authentication';
import { contentTypeOfKey } from '#src/plugins/storage/file-storage';
import { ZFileBody, ZFileRedirect, sendStoredFile } from '#src/plugins/storage/serve-file';
import type { ProgressWrite } from '../progress-repository';
import { learningError } from '../messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { accessibleLecture } from './access';

/** At 100% the certificate is issued (once) before the answer, so the player can offer it at once. */
async function answer(app: FastifyInstance, userId: string, courseId: string, write: ProgressWrite) {
  const { courseCompleted: _done, claimedSeconds: _claimed, creditedSeconds: _credited, ...rest } = write;
  let certificateCode: string | null = null;
  if (write.courseProgress === 100 && (await app.learning.isEnrolled(userId, courseId))) {
    certificateCode = (await app.certificates.issue(userId, courseId))?.code ?? null;
  }
  return { ...rest, certificateCode };
}

/**
 * The reported ranges, empty ones dropped; 400 for a reversed one or one beyond the lecture's end
 * (a lecture of unknown length, 0 s, takes any: its seconds count for nothing).
 */
function watchedRangesWithin(ranges: Array<[number, number]>, durationSeconds: number): Array<[number, number]> {
  if (ranges.some(([s, e]) => e < s || (durationSeconds > 0 && e > durationSeconds)))
    throw learningError('VALIDATION_FAILED', 'rangeOutsideLecture');
  return ranges.filter(([s, e]) => e > s);
}

/** Lecture media through short-lived signed URLs, and the learner's progress. */
const lectureRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lectures/:id/media-url',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: "A short-lived signed URL of a lecture's video or file",
        description:
          'Enrolled learners and admins. The URL serves byte ranges and expires after MEDIA_URL_TTL_SECONDS; ask again after that.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZMediaUrl, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      const kind = lecture.kind === 'video' ? 'video' : 'attachment';
      const key = kind === 'video' ? lecture.videoFileKey : lecture.attachmentFileKey;
      if (!key) throw learningError('NOT_FOUND', 'noMedia');
      const now = app.clock.now();
      const { token, expiresAt } = app.mediaTokens.issue(
        lecture.id,
        kind,
        app.config.mediaUrlTtlSeconds,
        now.getTime(),
      );
      // playback begins (or goes on): watched seconds are credited from here at most
      if (kind === 'video')
        await app.playbackSessions.begin(auth.userId, lecture.id, now, app.config.mediaUrlTtlSeconds);
      return { url: `/api/media/${token}`, expiresAt: expiresAt.toISOString(), contentType: contentTypeOfKey(key) };
    },
  );

  app.get(
    '/media/:token',
    {
      schema: {
        tags: ['learning'],
        summary: 'Lecture media by signed URL (byte ranges)',
        description:
          'The token is the permission: 403 when it is forged or expired. Supports Range (206) and answers 416 outside the file.',
        params: z.object({
          token: z
            .string()
            .min(10)
            .max(100)
            .regex(/^[A-Za-z0-9_-]+$/),
        }),
        response: { 200: ZFileBody, 206: ZFileBody, 302: ZFileRedirect, ...errorResponses(400, 403, 404, 416) },
      },
    },
    async (request, reply) => {
      const verified = app.mediaTokens.verify(request.params.token);
      if (!verified) throw learningError('FORBIDDEN', 'mediaLinkExpired');
      const lecture = await app.learning.lectureWithCourse(verified.lectureId);
      const key = verified.kind === 'video' ? lecture?.videoFileKey : lecture?.attachmentFileKey;
      if (!key) throw learningError('NOT_FOUND', 'noMedia');
      return sendStoredFile(request, reply, app.storage, key, { cacheControl: 'private, max-age=300' });
    },
  );

  app.post(
    '/lectures/:id/progress',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Save the position and the seconds watched',
        description:
          'Sent about every 10 s, on pause and on leaving. Ranges must lie within [0, durationSeconds] (400). Ranges merge on the server into ' +
          'unique seconds, credited at most as fast as the player could have played them since the playback began (the media URL): ' +
          'wall-clock time × MAX_PLAYBACK_RATE + WATCH_SLACK_SECONDS per learner; a report claiming more is clipped, not refused. ' +
          'A video lecture completes at 90% of its seconds. At 100% course progress the certificate is issued and its code returned.',
        security: BEARER,
        params: ZIdParams,
        body: ZLectureProgressRequest,
        response: { 200: ZLectureProgressResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      const ranges = watchedRangesWithin(request.body.watchedRanges, lecture.durationSeconds);
      const write = await app.lectureProgress.saveProgress(
        auth.userId,
        lecture,
        request.body.positionSeconds,
        ranges,
        app.clock.now(),
      );
      if (write.creditedSeconds < write.claimedSeconds) {
        request.log.info(
          { lectureId: lecture.id, claimed: write.claimedSeconds, credited: write.creditedSeconds },
          'progress report clipped to what could have been played',
        );
      }
      return answer(app, auth.userId, lecture.courseId, write);
    },
  );

  app.post(
    '/lectures/:id/complete',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['learning'],
        summary: 'Mark a text or PDF lecture done',
        description: 'Video lectures complete by watching, quizzes by passing them (409).',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZLectureProgressResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      if (lecture.kind === 'video') throw learningError('CONFLICT', 'videoNeedsWatching');
      if (lecture.kind === 'quiz') throw learningError('CONFLICT', 'quizNeedsPassing');
      return answer(app, auth.userId, lecture.courseId, await app.lectureProgress.markDone(auth.userId, lecture));
    },
  );
};

export default lectureRoutes;
