import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { certificates, courses, trainers, users } from '#src/db/schema/index';
import { newCertificateCode } from './certificate-code';
import { finalExamOf } from './final-exam-repository';

export type CertificateRow = typeof certificates.$inferSelect;

export function createCertificatesRepository(db: Database) {
  return {
    /** a certificate with whom its mail goes to */
    async withRecipient(certificateId: string) {
      const [row] = await db
        .select({ certificate: certificates, email: users.email, firstName: users.firstName })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(eq(certificates.id, certificateId));
      return row;
    },

    /**
     * Issues the learner's certificate for a course once, with snapshots of the names (the record
     * stays what was certified). Returns the row and whether this call created it; null while the
     * course's final exam is not passed (a course without one is not gated). `onCreated` runs in
     * the transaction that creates it (its mail is queued there; the seed queues none).
     */
    async issue(
      userId: string,
      courseId: string,
      onCreated: (tx: Database, row: CertificateRow) => Promise<void> = async () => undefined,
    ): Promise<{ row: CertificateRow; created: boolean } | null> {
      const [source] = await db
        .select({
          firstName: users.firstName,
          lastName: users.lastName,
          lang: users.preferredLanguage,
          title: courses.title,
          minutes: courses.durationMinutes,
          trainer: trainers.name,
        })
        .from(users)
        .innerJoin(courses, eq(courses.id, courseId))
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .where(eq(users.id, userId));
      if (!source) return null;
      const exam = await finalExamOf(db, courseId, userId);
      const gated = exam.hasExam && exam.score === null;
      const created = gated
        ? undefined
        : await db.transaction(async (tx) => {
            const [row] = await tx
              .insert(certificates)
              .values({
                code: newCertificateCode(),
                userId,
                courseId,
                learnerName: `${source.firstName} ${source.lastName}`.trim(),
                courseTitle: source.title,
                trainerName: source.trainer ?? null,
                durationMinutes: source.minutes,
                examScorePercent: exam.score,
                language: source.lang,
              })
              .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
              .returning();
            if (row) await onCreated(tx, row);
            return row;
          });
      if (created) return { row: created, created: true };
      const [existing] = await db
        .select()
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
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
