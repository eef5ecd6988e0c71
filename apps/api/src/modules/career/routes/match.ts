import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZIdParams, ZJobMatch, ZJobMatchRequest, type TJobMatch } from '@masar/contracts';
import { UnreadableCvError } from '@masar/career/analyze';
import { matchJob } from '@masar/career/match/index';
import { jobDescriptionFromFile, type JobDescriptionFileType } from '@masar/career/match/job-file';
import { AppError } from '#src/lib/app-error';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import { UPLOAD_DOC } from '#src/plugins/storage/upload-scope';
import type { StoredReview } from '../review-service';
import { careerError, careerValidationMessages } from '../messages';
import { found, viewerOf } from './helpers';
import { receiveJobDescription } from './receive-cv';

const TAGS = ['career'];
const DESCRIPTION =
  'The rate is round(100 × Σ weight × matched ÷ total ÷ Σ weight) over the parts the description names: hard skills (weight 60), soft skills (25), the job title (15); `formula` lists them. Skills are recognised in Arabic and English (SQL = إس كيو إل, counted once); each matched skill says where the CV shows it; each missing hard skill comes with published courses that teach it.';

async function matchReview(
  app: FastifyInstance,
  request: FastifyRequest,
  id: string,
  text: string,
): Promise<TJobMatch> {
  const row = found(await app.career.reviews.find(id, viewerOf(request)));
  const { parsed } = row.parts as unknown as StoredReview;
  return matchJob(parsed, text, app.career.skillCourses.teaching);
}

/** The text of an uploaded description, held to the same limits as a pasted one. */
async function uploadedText(buffer: Buffer, fileType: JobDescriptionFileType): Promise<string> {
  let text: string;
  try {
    text = await jobDescriptionFromFile(buffer, fileType);
  } catch (error) {
    if (!(error instanceof UnreadableCvError)) throw error;
    const { reason } = error;
    if (reason === 'unpacksTooLarge' || reason === 'tooComplex')
      throw careerError('PAYLOAD_TOO_LARGE', reason, 'file', { reason });
    throw careerError('VALIDATION_FAILED', 'unreadable', 'file', { reason });
  }
  const checked = ZJobMatchRequest.safeParse({ jobDescription: text });
  if (checked.success) return checked.data.jobDescription;
  const key = checked.error.issues[0]?.message ?? '';
  throw AppError.localized('VALIDATION_FAILED', (lang) => {
    const message = careerValidationMessages(key, lang) ?? key;
    return { message, details: { file: message } };
  });
}

/** A reviewed CV against a pasted job description (JSON). */
export const matchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/career/reviews/:id/match',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Match a reviewed CV with a pasted job description (Arabic or English)',
        description: DESCRIPTION,
        security: BEARER,
        params: ZIdParams,
        body: ZJobMatchRequest,
        response: { 200: ZJobMatch, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => matchReview(app, request, request.params.id, request.body.jobDescription),
  );
};

/** The same with the description as a file (registered in an upload scope). */
export const matchUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/career/reviews/:id/match/file',
    {
      config: { auth: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Match a reviewed CV with a job description file (PDF, DOCX or TXT, at most 10 MB)',
        description: `${UPLOAD_DOC.description} A .txt file is read as UTF-8 (or Windows Arabic). ${DESCRIPTION}`,
        consumes: UPLOAD_DOC.consumes,
        security: BEARER,
        params: ZIdParams,
        response: { 200: ZJobMatch, ...errorResponses(400, 401, 404, 413, 415) },
      },
    },
    async (request) => {
      // the review is looked up first: a stranger's id is a 404 whatever the file
      found(await app.career.reviews.find(request.params.id, viewerOf(request)));
      const { buffer, fileType } = await receiveJobDescription(request);
      return matchReview(app, request, request.params.id, await uploadedText(buffer, fileType));
    },
  );
};
