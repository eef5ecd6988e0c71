import type { TAdminCourse, TCourseDetails, TCourseSummary, TOutlineLecture, TOutlineUnit } from '@masar/contracts';
import type { courses, lectures, trainers } from '#src/db/schema/index';
import type { SUMMARY_COLUMNS } from './courses-repository';

export type CourseRow = typeof courses.$inferSelect;
export type TrainerRow = typeof trainers.$inferSelect;
type LectureRow = typeof lectures.$inferSelect;

type SummaryRow = Pick<CourseRow, keyof typeof SUMMARY_COLUMNS>;

export function toSummary(c: SummaryRow, t: { id: string; name: string; title: string } | null): TCourseSummary {
  return {
    _id: c.id,
    slug: c.slug,
    title: c.title,
    description: c.description,
    category: c.category,
    level: c.level,
    language: c.language,
    price: { amount: c.priceAmount, currency: c.priceCurrency },
    imageUrl: c.imageUrl,
    durationMinutes: c.durationMinutes,
    lecturesCount: c.lecturesCount,
    studentsCount: c.studentsCount,
    rating: Math.round(c.ratingAvg * 10) / 10,
    ratingsCount: c.ratingsCount,
    trainer: t ? { _id: t.id, name: t.name, title: t.title } : null,
    publishedAt: c.publishedAt ? c.publishedAt.toISOString() : null,
  };
}

export function toAdminCourse(c: CourseRow, t: { id: string; name: string; title: string } | null): TAdminCourse {
  return { ...toSummary(c, t), status: c.status, updatedAt: c.updatedAt.toISOString() };
}

/** Lecture media and text are for admins; learners get them through the learning calls. */
export function toOutlineLecture(
  l: Omit<LectureRow, 'body'> & { body?: string | null },
  admin: boolean,
): TOutlineLecture {
  const lecture: TOutlineLecture = {
    _id: l.id,
    title: l.title,
    kind: l.kind,
    position: l.position,
    durationSeconds: l.durationSeconds,
    isPreview: l.isPreview,
  };
  if (!admin) return lecture;
  return {
    ...lecture,
    hasVideo: l.videoFileKey !== null,
    hasAttachment: l.attachmentFileKey !== null,
    body: l.body ?? null,
  };
}

export const syllabusUrlOf = (c: CourseRow) => (c.syllabusFileKey ? `/api/courses/${c.id}/syllabus` : null);

export function toDetails(
  c: CourseRow,
  t: TrainerRow | null,
  units: TOutlineUnit[],
  viewer: { admin: boolean; enrolment?: { progressPercent: number } | null },
): TCourseDetails {
  const { trainer: _summaryTrainer, ...summary } = toSummary(c, null);
  const details: TCourseDetails = {
    ...summary,
    status: c.status,
    whatYouWillLearn: c.whatYouWillLearn,
    syllabusUrl: syllabusUrlOf(c),
    trainer: t
      ? {
          _id: t.id,
          name: t.name,
          title: t.title,
          bio: t.bio,
          specialty: t.specialty,
          photoUrl: t.photoUrl,
          experienceYears: t.experienceYears,
        }
      : null,
    units,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
  if (viewer.admin) details.moodleCourseId = c.moodleCourseId;
  if (viewer.enrolment !== undefined) {
    details.enrolled = viewer.enrolment !== null;
    if (viewer.enrolment) details.progress = viewer.enrolment.progressPercent;
  }
  return details;
}
