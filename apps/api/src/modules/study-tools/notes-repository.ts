import { and, asc, eq } from 'drizzle-orm';
import type { TNote } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, lectureNotes, lectures } from '#src/db/schema/index';

type NoteRow = typeof lectureNotes.$inferSelect;

const toNote = (n: NoteRow, lectureTitle: string): TNote => ({
  _id: n.id,
  courseId: n.courseId,
  lectureId: n.lectureId,
  lectureTitle,
  positionSeconds: n.positionSeconds,
  body: n.body,
  createdAt: n.createdAt.toISOString(),
  updatedAt: n.updatedAt.toISOString(),
});

/** A learner's private notes: every read and write is scoped to the owner. */
export function createNotesRepository(db: Database) {
  const titleOf = async (lectureId: string) => {
    const [row] = await db.select({ title: lectures.title }).from(lectures).where(eq(lectures.id, lectureId));
    return row?.title ?? '';
  };
  return {
    async create(
      userId: string,
      lecture: { id: string; courseId: string },
      body: string,
      positionSeconds: number,
    ): Promise<TNote> {
      const [row] = await db
        .insert(lectureNotes)
        .values({ userId, courseId: lecture.courseId, lectureId: lecture.id, body, positionSeconds })
        .returning();
      return toNote(row as NoteRow, await titleOf(lecture.id));
    },

    /** null when the note is not the user's (or does not exist) */
    async update(
      userId: string,
      noteId: string,
      change: { body?: string; positionSeconds?: number },
    ): Promise<TNote | null> {
      const [row] = await db
        .update(lectureNotes)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(lectureNotes.id, noteId), eq(lectureNotes.userId, userId)))
        .returning();
      return row ? toNote(row, await titleOf(row.lectureId)) : null;
    },

    async remove(userId: string, noteId: string): Promise<boolean> {
      const deleted = await db
        .delete(lectureNotes)
        .where(and(eq(lectureNotes.id, noteId), eq(lectureNotes.userId, userId)))
        .returning({ id: lectureNotes.id });
      return deleted.length > 0;
    },

    /** The user's notes in a course, in the outline's order, then by time in the lecture. */
    async list(userId: string, courseId: string): Promise<TNote[]> {
      const rows = await db
        .select({ note: lectureNotes, title: lectures.title })
        .from(lectureNotes)
        .innerJoin(lectures, eq(lectures.id, lectureNotes.lectureId))
        .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
        .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
        .where(and(eq(lectureNotes.userId, userId), eq(lectureNotes.courseId, courseId)))
        .orderBy(
          asc(courseUnits.position),
          asc(courseSections.position),
          asc(lectures.position),
          asc(lectureNotes.positionSeconds),
          asc(lectureNotes.createdAt),
        );
      return rows.map((r) => toNote(r.note, r.title));
    },
  };
}

export type NotesRepository = ReturnType<typeof createNotesRepository>;
