import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUploadResult } from '@masar/contracts';
import { acceptUpload } from '#src/plugins/storage/accept-upload';
import { readVideoSeconds } from '#src/plugins/storage/media-duration';
import { UPLOAD_DOC } from '#src/plugins/storage/upload-scope';
import {
  ATTACHMENT_RULE,
  IMAGE_RULE,
  SYLLABUS_RULE,
  megabytes,
  videoRule,
  type UploadRule,
} from '#src/plugins/storage/upload-rules';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { notFound } from '../messages';

const doc = (summary: string, rule: UploadRule) => ({
  tags: ['uploads'],
  summary: `${summary} (admin, ≤ ${megabytes(rule.maxBytes)} MB)`,
  ...UPLOAD_DOC,
  security: BEARER,
  params: ZIdParams,
  response: { 200: ZUploadResult, ...errorResponses(400, 401, 403, 404, 413, 415) },
});

/** Course image and syllabus, lecture video and attachment. Registered inside an upload scope. */
const courseUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const media = app.courseMediaRepository;
  const admin = { config: { auth: 'admin' as const } };
  const video = videoRule(app.config.uploadVideoMaxBytes);

  app.post(
    '/courses/:id/image',
    { ...admin, schema: doc('Course image: JPEG, PNG or WebP', IMAGE_RULE) },
    async (request) => {
      const { id } = request.params;
      const stored = await acceptUpload(app, request, {
        rule: IMAGE_RULE,
        folder: `public/courses/${id}`,
        missing: () => notFound('courseNotFound'),
        exists: () => media.courseExists(id),
        attach: (key) => media.setImage(id, key),
      });
      await app.courseListCache.invalidate();
      return stored;
    },
  );

  app.post(
    '/courses/:id/syllabus',
    { ...admin, schema: doc('Course syllabus: PDF', SYLLABUS_RULE) },
    async (request) => {
      const { id } = request.params;
      const stored = await acceptUpload(app, request, {
        rule: SYLLABUS_RULE,
        folder: `private/courses/${id}`,
        missing: () => notFound('courseNotFound'),
        exists: () => media.courseExists(id),
        attach: (key) => media.setSyllabus(id, key),
      });
      return { ...stored, url: `/api/courses/${id}/syllabus` };
    },
  );

  // the lecture's length is read from the stored file (completion is judged against it); a file
  // that does not tell (a WebM without a Duration) keeps the admin's value
  const videoSummary =
    'Lecture video: MP4 or WebM, streamed to storage; a video lecture takes its durationSeconds from the file';
  app.post('/lectures/:id/video', { ...admin, schema: doc(videoSummary, video) }, async (request) => {
    const { id } = request.params;
    let durationSeconds: number | undefined;
    const stored = await acceptUpload(app, request, {
      rule: video,
      folder: `private/lectures/${id}`,
      missing: () => notFound('lectureNotFound'),
      exists: async () => (await media.lectureCourse(id)) !== null,
      attach: async (key) => {
        const seconds = await readVideoSeconds(app.storage, key);
        if (seconds === null)
          request.log.info({ key }, 'the video does not tell its length: the lecture keeps its duration');
        const replaced = await media.setLectureVideo(id, key, seconds);
        durationSeconds = replaced?.durationSeconds;
        return replaced;
      },
    });
    // the course's total duration may have changed
    await app.courseListCache.invalidate();
    return { ...stored, durationSeconds };
  });

  app.post(
    '/lectures/:id/attachment',
    { ...admin, schema: doc('Lecture attachment: PDF', ATTACHMENT_RULE) },
    async (request) => {
      const { id } = request.params;
      return acceptUpload(app, request, {
        rule: ATTACHMENT_RULE,
        folder: `private/lectures/${id}`,
        missing: () => notFound('lectureNotFound'),
        exists: async () => (await media.lectureCourse(id)) !== null,
        attach: (key) => media.setLectureAttachment(id, key),
      });
    },
  );
};

export default courseUploadRoutes;
