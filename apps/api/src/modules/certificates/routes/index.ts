import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCertificate, ZCertificateCodeParams, ZCertificateList } from '@masar/contracts';
import { currentAuth } from '#src/plugins/authentication';
import { certificateHtml } from '../certificate-html';
import { toCertificate } from '../certificate-mappers';
import { ZFileBody, attachmentDisposition } from '#src/plugins/storage/serve-file';
import { learningError } from '#src/modules/learning/messages';
import { BEARER, errorResponses } from '#src/lib/route-helpers';
import certificatesAdminRoutes from './admin';

/** Certificates: the learner's list, the public verification record and the PDF; the admin's list. */
const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(certificatesAdminRoutes);

  app.get(
    '/certificates/mine',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['certificates'],
        summary: 'My certificates',
        security: BEARER,
        response: { 200: ZCertificateList, ...errorResponses(401) },
      },
    },
    async (request) =>
      (await app.certificates.repo.mine(currentAuth(request).userId)).map((c) =>
        toCertificate(c, app.config.publicUrl),
      ),
  );

  app.get(
    '/certificates/:code',
    {
      schema: {
        tags: ['certificates'],
        summary: 'Verify a certificate (public)',
        description:
          'The full record as issued (learner, course, trainer, hours, issue date, valid or revoked with the date); no sign-in. Never cached: a revocation shows at once.',
        params: ZCertificateCodeParams,
        response: { 200: ZCertificate, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const row = await app.certificates.repo.byCode(request.params.code);
      if (!row) throw learningError('NOT_FOUND', 'certificateNotFound');
      // no browser, proxy or CDN may answer "valid" from a copy once the certificate is revoked
      reply.header('cache-control', 'no-store');
      return toCertificate(row, app.config.publicUrl);
    },
  );

  app.get(
    '/certificates/:code/pdf',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The certificate as PDF',
        description:
          "In the certificate's language, with a QR code to the verification page. A revoked certificate still prints, marked revoked with the date across the page. 503 when the PDF printer is missing.",
        params: ZCertificateCodeParams,
        response: { 200: ZFileBody, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const row = await app.certificates.repo.byCode(request.params.code);
      if (!row) throw learningError('NOT_FOUND', 'certificateNotFound');
      const pdf = await app.pdf.print(await certificateHtml(row, `${app.config.publicUrl}/certificates/${row.code}`), {
        format: 'A4',
        landscape: true,
      });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-cache')
        .header(
          'content-disposition',
          attachmentDisposition(`${row.courseTitle} - ${row.learnerName}.pdf`, 'certificate.pdf'),
        )
        .send(pdf);
    },
  );
};

export default certificatesRoutes;
