import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams, ZNote, ZNoteList, ZNoteRequest, ZNoteUpdate, ZNotesExportQuery } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { accessibleLecture, assertCourseAccess } from '#src/modules/learning/routes/access';
import { attachmentDisposition } from '#src/plugins/storage/serve-file';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { studyToolsError } from '../messages';
import { notesCsv, notesMarkdown } from '../notes-export';
import { NOTE_WRITES_PER_MINUTE, perAccountLimit } from './rate-limits';

const noteWrites = { auth: 'user' as const, ...perAccountLimit('notes', NOTE_WRITES_PER_MINUTE, 60_000) };

/** A learner's private notes: only the owner ever reads, edits or deletes one. */
const notesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/notes',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['study tools'],
        summary: 'My notes in a course, in the outline order and by time',
        description: 'Enrolled learners and admins (403 otherwise); each caller sees only their own notes.',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZNoteList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      await assertCourseAccess(app, auth, request.params.id);
      return app.lectureNotes.list(auth.userId, request.params.id);
    },
  );

  app.get(
    '/courses/:id/notes/export',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['study tools'],
        summary: 'Download my notes in a course: Markdown (default) or CSV',
        description:
          'UTF-8 (the CSV with a byte-order mark for spreadsheet programs), headings in the language of Accept-Language. Same access as the list.',
        security: BEARER,
        params: ZIdParams,
        querystring: ZNotesExportQuery,
        produces: ['text/markdown', 'text/csv'],
        response: { 200: z.string().describe('The notes file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const courseId = request.params.id;
      await assertCourseAccess(app, auth, courseId);
      const [notes, content] = await Promise.all([
        app.lectureNotes.list(auth.userId, courseId),
        app.learning.content(auth.userId, courseId),
      ]);
      const title = content?.title ?? '';
      const csv = request.query.format === 'csv';
      const body = csv ? notesCsv(notes, request.lang) : notesMarkdown(title, notes, request.lang);
      return reply
        .header(
          'content-disposition',
          attachmentDisposition(`${title}.${csv ? 'csv' : 'md'}`, `notes.${csv ? 'csv' : 'md'}`),
        )
        .header('cache-control', 'private, no-store')
        .type(csv ? 'text/csv; charset=utf-8' : 'text/markdown; charset=utf-8')
        .send(body);
    },
  );

  app.post(
    '/lectures/:id/notes',
    {
      config: noteWrites,
      schema: {
        tags: ['study tools'],
        summary: 'Take a note on a lecture at a video time',
        description: `Enrolled learners and admins. At most ${NOTE_WRITES_PER_MINUTE} note writes a minute per account (429).`,
        security: BEARER,
        params: ZIdParams,
        body: ZNoteRequest,
        response: { 201: ZNote, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const lecture = await accessibleLecture(app, auth, request.params.id);
      const note = await app.lectureNotes.create(
        auth.userId,
        lecture,
        request.body.body,
        lecture.kind === 'video' ? request.body.positionSeconds : 0,
      );
      return reply.code(201).send(note);
    },
  );

  app.patch(
    '/notes/:id',
    {
      config: noteWrites,
      schema: {
        tags: ['study tools'],
        summary: 'Edit my note',
        description: "404 for a note that is not the caller's.",
        security: BEARER,
        params: ZIdParams,
        body: ZNoteUpdate,
        response: { 200: ZNote, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => {
      const auth = currentAuth(request);
      const note = await app.lectureNotes.update(auth.userId, request.params.id, request.body);
      if (!note) throw studyToolsError('NOT_FOUND', 'noteNotFound');
      return note;
    },
  );

  app.delete(
    '/notes/:id',
    {
      config: noteWrites,
      schema: {
        tags: ['study tools'],
        summary: 'Delete my note',
        description: "404 for a note that is not the caller's.",
        security: BEARER,
        params: ZIdParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      if (!(await app.lectureNotes.remove(auth.userId, request.params.id)))
        throw studyToolsError('NOT_FOUND', 'noteNotFound');
      return reply.code(204).send(null);
    },
  );
};

export default notesRoutes;
