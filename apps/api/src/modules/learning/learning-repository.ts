import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TContentLecture, TCourseContent, TMyCourse } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { certificates, courses, enrolments, lectureProgress, reviews, trainers } from '#src/db/schema/index';
import { lastLecturesByCourse } from './last-lectures-repository';
import { toSummary } from '#src/modules/courses/course-mappers';
import { lectureWithCourse, outlineRows } from './course-lectures-repository';
import { percentOf } from './progress-repository';
import { watchedSeconds } from '@masar/contracts/watched-ranges';
import { defined } from '@masar/contracts/defined';

export function createLearningRepository(db: Database) {
  return {
    /** a lecture with its course's id (null when there is none) */
    lectureWithCourse: (lectureId: string) => lectureWithCourse(db, lectureId),

    async isEnrolled(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: enrolments.id })
        .from(enrolments)
        .where(and(eq(enrolments.userId, userId), eq(enrolments.courseId, courseId)));
      return !!row;
    },

    async courseExists(courseId: string): Promise<boolean> {
      const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
      return !!row;
    },

    /** GET /Courses/mine: every enrolment, most recent first. */
    async myCourses(userId: string): Promise<TMyCourse[]> {
      const rows = await db
        .select({
          course: courses,
          trainer: { id: trainers.id, name: trainers.name, title: trainers.title },
          enrolment: enrolments,
          code: certificates.code,
          rating: reviews.rating,
          comment: reviews.comment,
        })
        .from(enrolments)
        .innerJoin(courses, eq(courses.id, enrolments.courseId))
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .leftJoin(
          certificates,
          and(eq(certificates.userId, enrolments.userId), eq(certificates.courseId, enrolments.courseId)),
        )
        .leftJoin(reviews, and(eq(reviews.userId, enrolments.userId), eq(reviews.courseId, enrolments.courseId)))
        .where(eq(enrolments.userId, userId))
        .orderBy(desc(enrolments.createdAt), desc(enrolments.id));
      const last = await lastLecturesByCourse(
        db,
        userId,
        rows.map((r) => r.course.id),
      );
      return rows.map((r) => ({
        ...toSummary(r.course, r.trainer?.id ? r.trainer : null),
        progress: r.enrolment.progressPercent,
        enrolledAt: r.enrolment.createdAt.toISOString(),
        completedAt: r.enrolment.completedAt?.toISOString() ?? null,
        certificateCode: r.code ?? null,
        myReview: r.rating === null ? null : { rating: r.rating, comment: r.comment ?? '' },
        resumeLectureId: last.get(r.course.id)?.lectureId ?? null,
      }));
    },

    /** GET /Courses/content: the outline with the learner's marks; null when the course does not exist. */
    async content(userId: string, courseId: string): Promise<TCourseContent | null> {
      const [course] = await db
        .select({ id: courses.id, title: courses.title })
        .from(courses)
        .where(eq(courses.id, courseId));
      if (!course) return null;
      const rows = await outlineRows(db, courseId);
      const ids = rows.flatMap((r) => (r.lecture ? [r.lecture.id] : []));
      const progress = ids.length
        ? await db
            .select()
            .from(lectureProgress)
            .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.lectureId, ids)))
        : [];
      const byLecture = new Map(progress.map((p) => [p.lectureId, p]));
      const units: TCourseContent['units'] = [];
      for (const r of rows) {
        let unit = units.find((u) => u._id === r.unitId);
        if (!unit) units.push((unit = { _id: r.unitId, title: r.unitTitle, position: r.unitPosition, sections: [] }));
        if (!r.sectionId) continue;
        let section = unit.sections.find((s) => s._id === r.sectionId);
        if (!section)
          unit.sections.push(
            (section = {
              _id: r.sectionId,
              title: defined(r.sectionTitle),
              position: defined(r.sectionPosition),
              lectures: [],
            }),
          );
        if (!r.lecture) continue;
        const l = r.lecture;
        const p = byLecture.get(l.id);
        const lecture: TContentLecture = {
          _id: l.id,
          title: l.title,
          kind: l.kind,
          position: l.position,
          durationSeconds: l.durationSeconds,
          body: l.kind === 'text' ? (l.body ?? '') : null,
          hasMedia: (l.kind === 'video' ? l.videoFileKey : l.attachmentFileKey) !== null,
          completed: !!p?.completedAt,
          positionSeconds: p?.positionSeconds ?? 0,
          watchedSeconds: p ? watchedSeconds(p.watchedRanges) : 0,
        };
        section.lectures.push(lecture);
      }
      const done = progress.filter((p) => p.completedAt).length;
      const resume = (await lastLecturesByCourse(db, userId, [courseId])).get(courseId) ?? null;
      const [cert] = await db
        .select({ code: certificates.code })
        .from(certificates)
        .where(and(eq(certificates.userId, userId), eq(certificates.courseId, courseId)));
      return {
        courseId,
        title: course.title,
        progress: percentOf(done, ids.length),
        completedLectures: done,
        totalLectures: ids.length,
        resume,
        certificateCode: cert?.code ?? null,
        units,
      };
    },
  };
}

export type LearningRepository = ReturnType<typeof createLearningRepository>;
