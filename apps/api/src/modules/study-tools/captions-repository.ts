import { and, asc, eq } from 'drizzle-orm';
import type { TCaptionLanguage } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, courses, lectureCaptions, lectures } from '#src/db/schema/index';

/** WebVTT captions of video lectures, one file per language (issue 20). */
export function createCaptionsRepository(db: Database) {
  return {
    /** the lecture with what decides who may see its captions; null when there is none */
    async lecture(lectureId: string) {
      const [row] = await db
        .select({
          id: lectures.id,
          kind: lectures.kind,
          isPreview: lectures.isPreview,
          courseId: courseUnits.courseId,
          published: courses.status,
        })
        .from(lectures)
        .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
        .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
        .innerJoin(courses, eq(courses.id, courseUnits.courseId))
        .where(eq(lectures.id, lectureId));
      return row ? { ...row, publicPreview: row.isPreview && row.published === 'published' } : null;
    },

    async list(lectureId: string): Promise<Array<{ language: TCaptionLanguage; fileKey: string }>> {
      return db
        .select({ language: lectureCaptions.language, fileKey: lectureCaptions.fileKey })
        .from(lectureCaptions)
        .where(eq(lectureCaptions.lectureId, lectureId))
        .orderBy(asc(lectureCaptions.language));
    },

    async keyOf(lectureId: string, language: TCaptionLanguage): Promise<string | null> {
      const [row] = await db
        .select({ key: lectureCaptions.fileKey })
        .from(lectureCaptions)
        .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)));
      return row?.key ?? null;
    },

    /** Points the lecture's captions in `language` at `key`; the replaced key, or null when the lecture is gone. */
    set: (lectureId: string, language: TCaptionLanguage, key: string): Promise<{ oldKey: string | null } | null> =>
      db.transaction(async (tx) => {
        const [lecture] = await tx.select({ id: lectures.id }).from(lectures).where(eq(lectures.id, lectureId));
        if (!lecture) return null;
        const [old] = await tx
          .select({ key: lectureCaptions.fileKey })
          .from(lectureCaptions)
          .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)))
          .for('update');
        await tx
          .insert(lectureCaptions)
          .values({ lectureId, language, fileKey: key })
          .onConflictDoUpdate({
            target: [lectureCaptions.lectureId, lectureCaptions.language],
            set: { fileKey: key, createdAt: new Date() },
          });
        return { oldKey: old?.key ?? null };
      }),

    /** the removed file's key, or null when there were no such captions */
    async remove(lectureId: string, language: TCaptionLanguage): Promise<string | null> {
      const [row] = await db
        .delete(lectureCaptions)
        .where(and(eq(lectureCaptions.lectureId, lectureId), eq(lectureCaptions.language, language)))
        .returning({ key: lectureCaptions.fileKey });
      return row?.key ?? null;
    },
  };
}

export type CaptionsRepository = ReturnType<typeof createCaptionsRepository>;
