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

const CERTIFICATE_MAIL = 'certificate-issued';

/** Certificates (PRODUCT.md section 4): issued at 100%, verified publicly by their code. */
export default fp(
  async function certificatesPlugin(app: FastifyInstance) {
    const repo = createCertificatesRepository(app.db);
    app.mailQueue.define<{ certificateId: string }>(CERTIFICATE_MAIL, async ({ certificateId }) => {
      const found = await repo.withRecipient(certificateId);
      if (!found) return null;
      const { certificate: cert } = found;
      const mail = certificateIssuedMail(cert.language, {
        firstName: found.firstName,
        courseTitle: cert.courseTitle,
        code: cert.code,
        url: `${app.config.publicUrl}/certificates/${cert.code}`,
      });
      return { to: found.email, ...mail };
    });
    app.decorate('certificates', {
      repo,
      admin: createCertificatesAdminRepository(app.db),
      async issue(userId, courseId) {
        const result = await repo.issue(userId, courseId, (tx, row) =>
          app.mailQueue.enqueue(tx, CERTIFICATE_MAIL, { certificateId: row.id }),
        );
        return result?.row ?? null;
      },
    } satisfies Certificates);
  },
  { name: 'certificates', dependencies: ['db', 'mail-queue'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    certificates: Certificates;
  }
}
