import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCertificate,
  ZAdminCertificateList,
  ZAdminCertificateListQuery,
  ZCertificateCodeParams,
  ZRevokeCertificateRequest,
} from '@masar/contracts';
import { toAdminCertificate } from '../certificate-mappers';
import { learningError } from '#src/modules/learning/messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';

/** /api/admin/certificates: every issued certificate for the admins, revoked and restored here. */
const certificatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = <T>(row: T | null) => {
    if (!row) throw learningError('NOT_FOUND', 'certificateNotFound');
    return row;
  };

  app.get(
    '/admin/certificates',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['certificates', 'admin'],
        summary: 'Issued certificates (admin): search, valid / revoked filter, paging, newest first',
        description:
          "`q` matches the learner's name (as certified and as now) and e-mail, the course title and the code (Arabic-aware); `status` is `valid` or `revoked`. Returns an array (20 per page unless `limit`); the total before paging is in the X-Total-Count header.",
        security: BEARER,
        querystring: ZAdminCertificateListQuery,
        response: { 200: ZAdminCertificateList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { items, total } = await app.certificates.admin.list(request.query);
      reply.header('x-total-count', total);
      return items.map((row) => toAdminCertificate(row, app.config.publicUrl));
    },
  );

  app.post(
    '/admin/certificates/:code/revoke',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['certificates', 'admin'],
        summary: 'Revoke a certificate (admin)',
        description:
          'The public record and the PDF say revoked, with the date, from this answer on. `reason` (optional, up to 500 characters) is kept for the admins and never shown publicly. Idempotent: revoking again keeps the first date and replaces the reason only when one is given.',
        security: BEARER,
        params: ZCertificateCodeParams,
        // the reason is optional, so is the body: a bare POST revokes
        body: ZRevokeCertificateRequest.nullish().transform((body) => body ?? {}),
        response: { 200: ZAdminCertificate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toAdminCertificate(
        answer(await app.certificates.admin.revoke(request.params.code, request.body.reason || undefined)),
        app.config.publicUrl,
      ),
  );

  app.post(
    '/admin/certificates/:code/restore',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['certificates', 'admin'],
        summary: 'Restore a revoked certificate (admin)',
        description:
          'Valid again: the revocation date and reason are cleared. Idempotent: restoring a valid certificate changes nothing.',
        security: BEARER,
        params: ZCertificateCodeParams,
        response: { 200: ZAdminCertificate, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      toAdminCertificate(answer(await app.certificates.admin.restore(request.params.code)), app.config.publicUrl),
  );
};

export default certificatesAdminRoutes;
