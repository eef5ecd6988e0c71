import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdParams } from '@masar/contracts';
import { sanitizeResumeData } from '@masar/career/parse/sanitize';
import { careerError } from '../messages';
import { resumeDocx } from '@masar/career/render/resume-docx';
import { resumeHtml } from '@masar/career/render/resume-html';
import { wholeArabicWords } from '@masar/career/render/arabic-actual-text';
import { printFonts } from '#src/plugins/pdf/fonts';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { attachment, downloadName, found, viewerOf } from './helpers';

const ZDownload = z.any().describe('The file itself (attachment)');
const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Downloads of a saved CV: PDF printed by Chromium (right-to-left for Arabic), and DOCX. */
const resumeExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/career/resumes/:id/pdf',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'The CV as PDF (Chromium, bundled fonts; Arabic right-to-left in a Naskh face)',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZDownload, ...errorResponses(400, 401, 404, 503) },
      },
    },
    async (request, reply) => {
      const row = found(await app.career.resumes.find(request.params.id, viewerOf(request)));
      if (!app.pdf.available) throw careerError('SERVICE_UNAVAILABLE', 'printerUnavailable');
      const data = sanitizeResumeData(row.data);
      const pdf = Buffer.from(
        await wholeArabicWords(await app.pdf.print(resumeHtml(data, row.language, printFonts()))),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(downloadName(data.name || row.title, 'pdf')))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/career/resumes/:id/docx',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['career'],
        summary: 'The CV as a Word document (bidirectional paragraphs for Arabic)',
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZDownload, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const row = found(await app.career.resumes.find(request.params.id, viewerOf(request)));
      const data = sanitizeResumeData(row.data);
      const docx = await resumeDocx(data, row.language);
      return reply
        .type(DOCX_MIME)
        .header('content-disposition', attachment(downloadName(data.name || row.title, 'docx')))
        .header('cache-control', 'private, no-store')
        .send(docx);
    },
  );
};

export default resumeExportRoutes;
