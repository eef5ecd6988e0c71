import type { TCourseMoodleLink } from '@masar/contracts';
import { AppError } from '#src/lib/app-error';
import type { CourseLinksRepository } from './course-links-repository';
import type { CourseList } from './course-list';
import type { EnrolmentSync } from './enrolment-sync';
import type { EnrolmentsRepository } from './enrolments-repository';
import { moodleError, upstreamError } from './messages';
import { defined } from '@masar/contracts/defined';

/** Which Moodle course each course's learners are enrolled in (admin). */
export function createCourseLinks(deps: {
  links: CourseLinksRepository;
  courseList: CourseList | undefined;
  repo: EnrolmentsRepository;
  sync: EnrolmentSync;
}) {
  const { links } = deps;
  const toLink = (c: {
    id: string;
    title: string;
    status: 'draft' | 'published';
    moodleCourseId: number | null;
  }): TCourseMoodleLink => ({
    courseId: c.id,
    title: c.title,
    published: c.status === 'published',
    moodleCourseId: c.moodleCourseId,
  });

  return {
    async list(): Promise<TCourseMoodleLink[]> {
      return (await links.list()).map(toLink);
    },

    /** Links (or with null unlinks) a course; the Moodle course must exist. Its learners are queued. */
    async set(courseId: string, moodleCourseId: number | null): Promise<TCourseMoodleLink> {
      const course = await links.find(courseId);
      if (!course) throw new AppError('NOT_FOUND');
      if (moodleCourseId !== null) {
        if (!deps.courseList) throw moodleError('SERVICE_UNAVAILABLE', 'notConfigured');
        const known = await deps.courseList.list().catch((error: unknown) => {
          throw upstreamError(error);
        });
        if (!known.some((c) => c.id === moodleCourseId))
          throw moodleError('VALIDATION_FAILED', 'noSuchMoodleCourse', 'moodleCourseId');
      }
      const updated = await links.set(courseId, moodleCourseId);
      await deps.repo.relink(courseId, moodleCourseId);
      if (moodleCourseId !== null) deps.sync.kick();
      return toLink(defined(updated));
    },
  };
}

export type CourseLinks = ReturnType<typeof createCourseLinks>;
