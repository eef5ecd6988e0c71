import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { TUpdateLectureRequest, ZCreateLectureRequest } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { recomputeCourseStats } from './course-stats-repository';
import { courseSections, courseUnits, courses, lectures } from '#src/db/schema/index';
import { catalogError, notFound } from './messages';
import { countLectures, lockCourse } from './course-admin-repository';
import { nextPosition, renumber } from './outline-positions-repository';
import { defined } from '@masar/contracts/defined';

type CreateLectureInput = z.output<typeof ZCreateLectureRequest>;
type NodePatch = { title?: string; position?: number };
export interface OutlineWrite {
  courseId: string;
  /** the created or changed node */
  id: string;
}
export interface OutlineDelete {
  courseId: string;
  /** lecture files to delete once committed */
  fileKeys: string[];
}

const courseOfUnit = async (tx: Database, id: string) =>
  (await tx.select({ courseId: courseUnits.courseId }).from(courseUnits).where(eq(courseUnits.id, id)))[0]?.courseId;

const courseOfSection = async (tx: Database, id: string) =>
  (
    await tx
      .select({ courseId: courseUnits.courseId })
      .from(courseSections)
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .where(eq(courseSections.id, id))
  )[0]?.courseId;

const lectureWithCourse = async (tx: Database, id: string) =>
  (
    await tx
      .select({ lecture: lectures, courseId: courseUnits.courseId })
      .from(lectures)
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .where(eq(lectures.id, id))
  )[0];

const touch = (tx: Database, courseId: string) =>
  tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, courseId));

/** Media of the lectures under a unit or section (or one lecture), with how many lectures that is. */
async function lecturesUnder(tx: Database, where: ReturnType<typeof eq>) {
  const rows = await tx
    .select({ video: lectures.videoFileKey, attachment: lectures.attachmentFileKey })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(where);
  return {
    count: rows.length,
    fileKeys: rows.flatMap((r) => [r.video, r.attachment]).filter((k): k is string => Boolean(k)),
  };
}

/** A published course keeps at least one lecture (the rule publishing checks). */
async function assertKeepsALecture(tx: Database, courseId: string, removing: number) {
  const [course] = await tx.select({ status: courses.status }).from(courses).where(eq(courses.id, courseId));
  if (course?.status === 'published' && removing > 0 && (await countLectures(tx, courseId)) - removing <= 0) {
    throw catalogError('CONFLICT', 'publishedNeedsLecture');
  }
}

/**
 * Units → sections → lectures of a course, edited by admins. Every change runs in one
 * transaction holding the course's row lock, keeps sibling positions 0..n-1, and refreshes the
 * course's lecture count and duration. Errors are thrown (rolling the transaction back).
 */
export function createOutlineRepository(db: Database) {
  /** finds the course of a node, locks it, and runs fn; 404 when the node is gone */
  async function inCourse<T>(
    locate: (tx: Database) => Promise<string | undefined>,
    missing: Parameters<typeof notFound>[0],
    fn: (tx: Database, courseId: string) => Promise<T>,
  ) {
    return db.transaction(async (tx) => {
      const courseId = await locate(tx);
      if (!courseId || !(await lockCourse(tx, courseId)) || (await locate(tx)) !== courseId) throw notFound(missing);
      const result = await fn(tx, courseId);
      await touch(tx, courseId);
      return result;
    });
  }

  return {
    createUnit: (courseId: string, title: string): Promise<OutlineWrite> =>
      inCourse(
        async () => courseId,
        'courseNotFound',
        async (tx) => {
          const position = await nextPosition(tx, courseUnits, courseUnits.courseId, courseId);
          const [row] = await tx
            .insert(courseUnits)
            .values({ courseId, title, position })
            .returning({ id: courseUnits.id });
          return { courseId, id: defined(row).id };
        },
      ),

    updateUnit: (id: string, patch: NodePatch): Promise<OutlineWrite> =>
      inCourse(
        (tx) => courseOfUnit(tx, id),
        'unitNotFound',
        async (tx, courseId) => {
          if (patch.title !== undefined)
            await tx.update(courseUnits).set({ title: patch.title }).where(eq(courseUnits.id, id));
          if (patch.position !== undefined)
            await renumber(tx, courseUnits, courseUnits.courseId, courseId, { id, position: patch.position });
          return { courseId, id };
        },
      ),

    deleteUnit: (id: string): Promise<OutlineDelete> =>
      inCourse(
        (tx) => courseOfUnit(tx, id),
        'unitNotFound',
        async (tx, courseId) => {
          const { count, fileKeys } = await lecturesUnder(tx, eq(courseUnits.id, id));
          await assertKeepsALecture(tx, courseId, count);
          await tx.delete(courseUnits).where(eq(courseUnits.id, id));
          await renumber(tx, courseUnits, courseUnits.courseId, courseId);
          await recomputeCourseStats(tx, courseId);
          return { courseId, fileKeys };
        },
      ),

    createSection: (unitId: string, title: string): Promise<OutlineWrite> =>
      inCourse(
        (tx) => courseOfUnit(tx, unitId),
        'unitNotFound',
        async (tx, courseId) => {
          const position = await nextPosition(tx, courseSections, courseSections.unitId, unitId);
          const [row] = await tx
            .insert(courseSections)
            .values({ unitId, title, position })
            .returning({ id: courseSections.id });
          return { courseId, id: defined(row).id };
        },
      ),

    updateSection: (id: string, patch: NodePatch): Promise<OutlineWrite> =>
      inCourse(
        (tx) => courseOfSection(tx, id),
        'sectionNotFound',
        async (tx, courseId) => {
          if (patch.title !== undefined)
            await tx.update(courseSections).set({ title: patch.title }).where(eq(courseSections.id, id));
          if (patch.position !== undefined) {
            const [section] = await tx
              .select({ unitId: courseSections.unitId })
              .from(courseSections)
              .where(eq(courseSections.id, id));
            await renumber(tx, courseSections, courseSections.unitId, defined(section).unitId, {
              id,
              position: patch.position,
            });
          }
          return { courseId, id };
        },
      ),

    deleteSection: (id: string): Promise<OutlineDelete> =>
      inCourse(
        (tx) => courseOfSection(tx, id),
        'sectionNotFound',
        async (tx, courseId) => {
          const { count, fileKeys } = await lecturesUnder(tx, eq(courseSections.id, id));
          await assertKeepsALecture(tx, courseId, count);
          const [section] = await tx
            .delete(courseSections)
            .where(eq(courseSections.id, id))
            .returning({ unitId: courseSections.unitId });
          await renumber(tx, courseSections, courseSections.unitId, defined(section).unitId);
          await recomputeCourseStats(tx, courseId);
          return { courseId, fileKeys };
        },
      ),

    createLecture: (sectionId: string, input: CreateLectureInput): Promise<OutlineWrite> =>
      inCourse(
        (tx) => courseOfSection(tx, sectionId),
        'sectionNotFound',
        async (tx, courseId) => {
          const position = await nextPosition(tx, lectures, lectures.sectionId, sectionId);
          const [row] = await tx
            .insert(lectures)
            .values({ ...input, sectionId, position })
            .returning({ id: lectures.id });
          await recomputeCourseStats(tx, courseId);
          return { courseId, id: defined(row).id };
        },
      ),

    updateLecture: (id: string, patch: TUpdateLectureRequest): Promise<OutlineWrite> =>
      inCourse(
        async (tx) => (await lectureWithCourse(tx, id))?.courseId,
        'lectureNotFound',
        async (tx, courseId) => {
          const { lecture } = defined(await lectureWithCourse(tx, id));
          const { position, sectionId, ...fields } = patch;
          const moving = sectionId !== undefined && sectionId !== lecture.sectionId;
          if (moving && (await courseOfSection(tx, sectionId)) !== courseId) {
            throw catalogError('VALIDATION_FAILED', 'sectionOfOtherCourse', { field: 'sectionId' });
          }
          const target = moving ? sectionId : lecture.sectionId;
          await tx
            .update(lectures)
            .set({ ...fields, sectionId: target })
            .where(eq(lectures.id, id));
          if (moving) await renumber(tx, lectures, lectures.sectionId, lecture.sectionId);
          if (moving || position !== undefined) {
            await renumber(tx, lectures, lectures.sectionId, target, {
              id,
              position: position ?? Number.MAX_SAFE_INTEGER,
            });
          }
          if (fields.durationSeconds !== undefined) await recomputeCourseStats(tx, courseId);
          return { courseId, id };
        },
      ),

    deleteLecture: (id: string): Promise<OutlineDelete> =>
      inCourse(
        async (tx) => (await lectureWithCourse(tx, id))?.courseId,
        'lectureNotFound',
        async (tx, courseId) => {
          await assertKeepsALecture(tx, courseId, 1);
          const [deleted] = await tx.delete(lectures).where(eq(lectures.id, id)).returning();
          const gone = defined(deleted, 'the deleted lecture (found above)');
          await renumber(tx, lectures, lectures.sectionId, gone.sectionId);
          await recomputeCourseStats(tx, courseId);
          return {
            courseId,
            fileKeys: [gone.videoFileKey, gone.attachmentFileKey].filter((k): k is string => Boolean(k)),
          };
        },
      ),
  };
}

export type OutlineRepository = ReturnType<typeof createOutlineRepository>;
