import { eq } from 'drizzle-orm';
import type { Database } from '#src/db/client';
import { recomputeCourseStats } from './course-stats-repository';
import { courseSections, courseUnits, courses, lectures } from '#src/db/schema/index';
import { keyOfPublicUrl, publicUrlOf } from '#src/plugins/storage/file-storage';
import { lockCourse } from './course-admin-repository';

/** The file a change replaced (to delete after commit), or null when the record is gone. */
export type Replaced = { oldKey: string | null; courseId: string } | null;

export type LectureVideoReplaced = (NonNullable<Replaced> & { durationSeconds: number }) | null;

/** The lecture with its course, the course's row locked (and the lecture found again under the lock). */
async function lockedLecture(tx: Database, lectureId: string) {
  const locate = () =>
    tx
      .select({
        courseId: courseUnits.courseId,
        kind: lectures.kind,
        durationSeconds: lectures.durationSeconds,
        video: lectures.videoFileKey,
        attachment: lectures.attachmentFileKey,
      })
      .from(lectures)
      .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
      .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
      .where(eq(lectures.id, lectureId));
  const [found] = await locate();
  if (!found || !(await lockCourse(tx, found.courseId))) return null;
  const [current] = await locate();
  return current ?? null;
}

/** Points courses and lectures at newly stored files, under the course's row lock. */
export function createCourseMediaRepository(db: Database) {
  return {
    setImage: (courseId: string, key: string): Promise<Replaced> =>
      db.transaction(async (tx) => {
        const course = await lockCourse(tx, courseId);
        if (!course) return null;
        await tx
          .update(courses)
          .set({ imageUrl: publicUrlOf(key), updatedAt: new Date() })
          .where(eq(courses.id, courseId));
        return { oldKey: keyOfPublicUrl(course.imageUrl), courseId };
      }),

    setSyllabus: (courseId: string, key: string): Promise<Replaced> =>
      db.transaction(async (tx) => {
        const course = await lockCourse(tx, courseId);
        if (!course) return null;
        await tx.update(courses).set({ syllabusFileKey: key, updatedAt: new Date() }).where(eq(courses.id, courseId));
        return { oldKey: course.syllabusFileKey, courseId };
      }),

    setLectureAttachment: (lectureId: string, key: string): Promise<Replaced> =>
      db.transaction(async (tx) => {
        const current = await lockedLecture(tx, lectureId);
        if (!current) return null;
        await tx.update(lectures).set({ attachmentFileKey: key }).where(eq(lectures.id, lectureId));
        return { oldKey: current.attachment, courseId: current.courseId };
      }),

    /**
     * Points a lecture at its new video and, for a video lecture whose file told its length, sets
     * `durationSeconds` to it (completion is judged against it) with the course's total duration.
     * `seconds` null keeps the admin's value.
     */
    setLectureVideo: (lectureId: string, key: string, seconds: number | null): Promise<LectureVideoReplaced> =>
      db.transaction(async (tx) => {
        const current = await lockedLecture(tx, lectureId);
        if (!current) return null;
        const durationSeconds = seconds !== null && current.kind === 'video' ? seconds : current.durationSeconds;
        await tx.update(lectures).set({ videoFileKey: key, durationSeconds }).where(eq(lectures.id, lectureId));
        if (durationSeconds !== current.durationSeconds) {
          await recomputeCourseStats(tx, current.courseId);
          await tx.update(courses).set({ updatedAt: new Date() }).where(eq(courses.id, current.courseId));
        }
        return { oldKey: current.video, courseId: current.courseId, durationSeconds };
      }),

    async courseExists(courseId: string): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return Boolean(row);
    },

    async lectureCourse(lectureId: string): Promise<string | null> {
      const [row] = await db
        .select({ courseId: courseUnits.courseId })
        .from(lectures)
        .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
        .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
        .where(eq(lectures.id, lectureId));
      return row?.courseId ?? null;
    },

    /** the syllabus of a course the caller may see (published, or any for admins) */
    async syllabusOf(courseId: string, admin: boolean): Promise<{ key: string | null; title: string } | null> {
      const [row] = await db
        .select({ key: courses.syllabusFileKey, title: courses.title, status: courses.status })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!row || (row.status !== 'published' && !admin)) return null;
      return { key: row.key, title: row.title };
    },
  };
}

export type CourseMediaRepository = ReturnType<typeof createCourseMediaRepository>;
