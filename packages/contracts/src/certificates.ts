import { z } from 'zod';
import { ZLanguage } from './common/enums';
import { VALIDATION } from './validation';

export const CERTIFICATE_STATUSES = ['valid', 'revoked'] as const;
export const ZCertificateStatus = z.enum(CERTIFICATE_STATUSES);
export type TCertificateStatus = z.infer<typeof ZCertificateStatus>;

/** GET /certificates/{code}: public verification record (no sign-in). */
export const ZCertificate = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  trainerName: z.string().nullable(),
  durationMinutes: z.number().int().nonnegative(),
  /** the final exam's score (percent) when the course has one */
  examScorePercent: z.number().int().nullable(),
  language: ZLanguage,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  status: ZCertificateStatus,
  verifyUrl: z.string(),
  pdfUrl: z.string(),
  /** LinkedIn add-to-profile link */
  linkedInUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
export const ZCertificateList = z.array(ZCertificate);
/** 128 bits in base32 without padding: 26 characters. */
export const ZCertificateCodeParams = z.object({ code: z.string().regex(/^[A-Z2-7]{26}$/) });

/**
 * GET /admin/certificates (admin): an array, newest issue first, with the total before paging in
 * X-Total-Count. `q` matches the learner's name (as certified and as now) and e-mail, the course
 * title and the code; `status` keeps valid or revoked ones.
 */
export const ZAdminCertificateListQuery = z.object({
  q: z.string().trim().max(200, VALIDATION.tooLong).optional(),
  status: ZCertificateStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
});
export type TAdminCertificateListQuery = z.infer<typeof ZAdminCertificateListQuery>;

/** One row of the admin list: the public record plus who holds it and why it was revoked. */
export const ZAdminCertificate = ZCertificate.extend({
  _id: z.string(),
  learner: z.object({ _id: z.string(), email: z.string() }),
  /** admins only: the public record shows the date, never the reason */
  revokedReason: z.string().nullable(),
});
export type TAdminCertificate = z.infer<typeof ZAdminCertificate>;
export const ZAdminCertificateList = z.array(ZAdminCertificate);

export const CERTIFICATE_REVOKE_REASON_MAX = 500;

/**
 * POST /admin/certificates/{code}/revoke: an optional reason (blank means none). Revoking a
 * revoked certificate keeps its date and replaces the reason only when one is given.
 */
export const ZRevokeCertificateRequest = z.object({
  reason: z.string().trim().max(CERTIFICATE_REVOKE_REASON_MAX, VALIDATION.tooLong).optional(),
});
export type TRevokeCertificateRequest = z.infer<typeof ZRevokeCertificateRequest>;
