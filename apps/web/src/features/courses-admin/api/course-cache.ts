import type { TAdminCourse, TCourseDetails } from '@masar/contracts';

/** A course as the admin list shows it, from the details the write calls answer. */
export function toAdminCourse(course: TCourseDetails): TAdminCourse {
  return {
    _id: course._id,
    slug: course.slug,
    title: course.title,
    description: course.description,
    category: course.category,
    level: course.level,
    language: course.language,
    price: course.price,
    imageUrl: course.imageUrl,
    durationMinutes: course.durationMinutes,
    lecturesCount: course.lecturesCount,
    studentsCount: course.studentsCount,
    rating: course.rating,
    ratingsCount: course.ratingsCount,
    trainer: course.trainer
      ? { _id: course.trainer._id, name: course.trainer.name, title: course.trainer.title }
      : null,
    publishedAt: course.publishedAt,
    status: course.status,
    updatedAt: course.updatedAt,
  };
}

/** The list row with the fields an update answered (keeps what the answer leaves out). */
export function mergeAdminCourse(row: TAdminCourse, course: Partial<TCourseDetails>): TAdminCourse {
  const merged = { ...row };
  for (const key of Object.keys(row) as (keyof TAdminCourse)[]) {
    if (key === 'trainer' || !(key in course) || course[key as keyof TCourseDetails] === undefined) continue;
    (merged as Record<string, unknown>)[key] = course[key as keyof TCourseDetails];
  }
  if ('trainer' in course && course.trainer !== undefined) {
    merged.trainer = course.trainer
      ? { _id: course.trainer._id, name: course.trainer.name, title: course.trainer.title }
      : null;
  }
  return merged;
}
