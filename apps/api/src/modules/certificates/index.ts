import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { certificateIssuedMail } from '#src/mail/certificate-issued';
import { createCertificatesAdminRepository, type CertificatesAdminRepository } from './certificates-admin-repository';
import {
  createCertificatesRepository,
  type CertificateRow,
  type CertificatesRepository,
} from './certificates-repository';

export interface Certificates {
  repo: CertificatesRepository;
  /** the admin's list, revoke and restore */
  admin: CertificatesAdminRepository;
  /** issues (once) and mails the certificate of a learner who reached 100% */
  issue(userId: string, courseId: string): Promise<CertificateRow | null>;
}

/** Certificates (PRODUCT.md section 4): issued at 100%, verified publicly by their code. */
export default fp(
  async function certificatesPlugin(app: FastifyInstance) {
    const repo = createCertificatesRepository(app.db);
    app.decorate('certificates', {
      repo,
      admin: createCertificatesAdminRepository(app.db),
      async issue(userId, courseId) {
        const result = await repo.issue(userId, courseId);
        if (result?.created) {
          const cert = result.row;
          app.background.run('certificate-mail', async () => {
            const user = await repo.recipient(userId);
            if (!user) return;
            const mail = certificateIssuedMail(cert.language, {
              firstName: user.firstName,
              courseTitle: cert.courseTitle,
              code: cert.code,
              url: `${app.config.publicUrl}/certificates/${cert.code}`,
            });
            await app.mailer.send({ to: user.email, ...mail });
          });
        }
        return result?.row ?? null;
      },
    } satisfies Certificates);
  },
  { name: 'certificates', dependencies: ['db', 'background', 'mailer'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    certificates: Certificates;
  }
}
