import type { TMoodleCourse } from '@masar/contracts';
import type { MoodleClient } from './moodle-client';

/**
 * Moodle's course list, kept briefly in this process (PRODUCT.md section 7) and fetched once for
 * concurrent callers. Failures are not kept: the next call asks Moodle again.
 */
export function createCourseList(client: MoodleClient, cacheSeconds: number) {
  let cached: { at: number; courses: TMoodleCourse[] } | undefined;
  let inFlight: Promise<TMoodleCourse[]> | undefined;

  return {
    async list(now = Date.now()): Promise<TMoodleCourse[]> {
      if (cached && now - cached.at < cacheSeconds * 1000) return cached.courses;
      inFlight ??= client
        .getCourses()
        .then((courses) => {
          if (cacheSeconds > 0) cached = { at: Date.now(), courses };
          return courses;
        })
        .finally(() => {
          inFlight = undefined;
        });
      return inFlight;
    },
    forget(): void {
      cached = undefined;
    },
  };
}

export type CourseList = ReturnType<typeof createCourseList>;
