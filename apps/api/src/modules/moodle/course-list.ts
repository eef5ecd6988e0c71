import type { TMoodleAdminCourse } from '@masar/contracts';
import type { MoodleClient } from './moodle-client';

/**
 * Moodle's course list (hidden courses included, marked), kept briefly in this process
 * (PRODUCT.md section 7) and fetched once for concurrent callers. Failures are not kept: the next
 * call asks Moodle again.
 */
export function createCourseList(client: MoodleClient, cacheSeconds: number) {
  let cached: { at: number; courses: TMoodleAdminCourse[] } | undefined;
  let inFlight: Promise<TMoodleAdminCourse[]> | undefined;

  return {
    async list(now = Date.now()): Promise<TMoodleAdminCourse[]> {
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
    /** What visitors may see: the courses Moodle shows to its own visitors. */
    async listVisible(): Promise<Array<{ id: number; fullname: string }>> {
      return (await this.list()).filter((c) => !c.hidden).map(({ id, fullname }) => ({ id, fullname }));
    },
    forget(): void {
      cached = undefined;
    },
  };
}

export type CourseList = ReturnType<typeof createCourseList>;
