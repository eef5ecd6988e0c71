import { z } from 'zod';
import { ZLanguage } from './common/enums';

/** GET /certificates/{code}: public verification record (no sign-in). */
export const ZCertificate = z.object({
  code: z.string(),
  learnerName: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  trainerName: z.string().nullable(),
  durationMinutes: z.number().int().nonnegative(),
  language: ZLanguage,
  issuedAt: z.string(),
  revokedAt: z.string().nullable(),
  status: z.enum(['valid', 'revoked']),
  verifyUrl: z.string(),
  pdfUrl: z.string(),
  /** LinkedIn add-to-profile link */
  linkedInUrl: z.string(),
});
export type TCertificate = z.infer<typeof ZCertificate>;
export const ZCertificateList = z.array(ZCertificate);
/** 128 bits in base32 without padding: 26 characters. */
export const ZCertificateCodeParams = z.object({ code: z.string().regex(/^[A-Z2-7]{26}$/) });
