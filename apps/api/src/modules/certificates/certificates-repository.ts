import { and, desc, eq } from 'drizzle-orm';
import type { TCertificate } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { certificates, courses, trainers, users } from '#src/db/schema/index';
import { newCertificateCode } from './certificate-code';

export type CertificateRow = typeof certificates.$inferSelect;

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
    language: c.language,
    issuedAt: issued.toISOString(),
    revokedAt: c.revokedAt?.toISOString() ?? null,
    status: c.revokedAt ? 'revoked' : 'valid',
    verifyUrl,
    pdfUrl: `/api/certificates/${c.code}/pdf`,
    linkedInUrl: linkedIn.toString(),
  };
}

export function createCertificatesRepository(db: Database) {
  return {
    /**
     * Issues the learner's certificate for a course once, with snapshots of the names (the record
     * stays what was certified). Returns the row and whether this call created it.
     */
    async issue(userId: string, courseId: string): Promise<{ row: CertificateRow; created: boolean } | null> {
      const [source] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, lang: users.preferredLanguage, title: courses.title, minutes: courses.durationMinutes, trainer: trainers.name })
        .from(users)
        .innerJoin(courses, eq(courses.id, courseId))
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .where(eq(users.id, userId));
      if (!source) return null;
      const [created] = await db
        .insert(certificates)
        .values({
          code: newCertificateCode(),
          userId,
          courseId,
          learnerName: `${source.firstName} ${source.lastName}`.trim(),
          courseTitle: source.title,
          trainerName: source.trainer ?? null,
          durationMinutes: source.minutes,
          language: source.lang,
        })
        .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
        .returning();
      if (created) return { row: created, created: true };
      const [existing] = await db.select().from(certificates).where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      return existing ? { row: existing, created: false } : null;
    },

    async byCode(code: string): Promise<CertificateRow | null> {
      const [row] = await db.select().from(certificates).where(eq(certificates.code, code));
      return row ?? null;
    },

    async mine(userId: string): Promise<CertificateRow[]> {
      return db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedAt));
    },
  };
}

export type CertificatesRepository = ReturnType<typeof createCertificatesRepository>;
