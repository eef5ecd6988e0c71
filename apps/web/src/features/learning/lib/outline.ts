import type { TContentLecture, TCourseContent } from '@masar/contracts';

/** Every lecture in course order (units, then sections, then lectures). */
export function flattenLectures(content: TCourseContent): TContentLecture[] {
  return content.units.flatMap((unit) => unit.sections.flatMap((section) => section.lectures));
}

/** The lecture asked for, else where the learner left off, else the first not completed, else the first. */
export function pickLecture(content: TCourseContent, wanted: string | null): TContentLecture | undefined {
  const lectures = flattenLectures(content);
  return (
    lectures.find((lecture) => lecture._id === wanted) ??
    lectures.find((lecture) => lecture._id === content.resume?.lectureId) ??
    lectures.find((lecture) => !lecture.completed) ??
    lectures[0]
  );
}
