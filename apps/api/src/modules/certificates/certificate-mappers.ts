import type { TAdminCertificate, TCertificate } from '@masar/contracts';
import type { AdminRow } from './certificates-admin-repository';
import type { CertificateRow } from './certificates-repository';

export function toCertificate(c: CertificateRow, publicUrl: string): TCertificate {
  const verifyUrl = `${publicUrl}/certificates/${c.code}`;
  const issued = c.issuedAt;
  const linkedIn = new URL('https://www.linkedin.com/profile/add');
  linkedIn.search = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.courseTitle,
    organizationName: 'Masar',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: verifyUrl,
    certId: c.code,
  }).toString();
  return {
    code: c.code,
    learnerName: c.learnerName,
    courseId: c.courseId,
    courseTitle: c.courseTitle,
    trainerName: c.trainerName,
    durationMinutes: c.durationMinutes,
    examScorePercent: c.examScorePercent,
    language: c.language,
    issuedAt: issued.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
    status: c.revokedAt ? 'revoked' : 'valid',
    verifyUrl,
    pdfUrl: `/api/certificates/${c.code}/pdf`,
    linkedInUrl: linkedIn.toString(),
  };
}

export function toAdminCertificate({ certificate, email }: AdminRow, publicUrl: string): TAdminCertificate {
  return {
    ...toCertificate(certificate, publicUrl),
    _id: certificate.id,
    learner: { _id: certificate.userId, email },
    revokedReason: certificate.revokedAt ? certificate.revokedReason : null,
  };
}
