import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { TAdminCourse, TAdminCourseListQuery, TUpdateCourseRequest, ZCreateCourseRequest } from '@masar/contracts';
import type { Database } from '#src/db/client';
import {
  certificates,
  courseSections,
  courseUnits,
  courses,
  enrolments,
  lectures,
  orders,
  trainers,
} from '#src/db/schema/index';
import { courseSearchText } from './course-search-text';
import { FOREIGN_KEY_VIOLATION, UNIQUE_VIOLATION, pgErrorCode } from '#src/lib/pg-error';
import { keyOfPublicUrl } from '#src/plugins/storage/file-storage';
import { toAdminCourse, type CourseRow } from './course-mappers';
import { uniqueSlug } from './course-slug-repository';
import { searchFilters } from './courses-repository';
import { defined } from '@masar/contracts/defined';

type CreateInput = z.output<typeof ZCreateCourseRequest>;
const ADMIN_PAGE = 20;

/** The course row, locked until the transaction ends: outline and course writes queue up per course. */
export async function lockCourse(tx: Database, id: string): Promise<CourseRow | undefined> {
  const [row] = await tx.select().from(courses).where(eq(courses.id, id)).for('update');
  return row;
}

export async function countLectures(tx: Database, courseId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(eq(courseUnits.courseId, courseId));
  return Number(row?.n ?? 0);
}

/** Video lectures without their video and PDF lectures without their file, in course order. */
export async function lecturesWithoutMedia(
  tx: Database,
  courseId: string,
): Promise<Array<{ id: string; title: string }>> {
  return tx
    .select({ id: lectures.id, title: lectures.title })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .where(
      and(
        eq(courseUnits.courseId, courseId),
        or(
          and(eq(lectures.kind, 'video'), isNull(lectures.videoFileKey)),
          and(eq(lectures.kind, 'pdf'), isNull(lectures.attachmentFileKey)),
        ),
      ),
    )
    .orderBy(asc(courseUnits.position), asc(courseSections.position), asc(lectures.position));
}

async function trainerName(tx: Database, id: string | null): Promise<string | null | undefined> {
  if (!id) return null;
  const [t] = await tx.select({ name: trainers.name }).from(trainers).where(eq(trainers.id, id));
  return t ? t.name : undefined;
}

export type UpdateOutcome =
  | 'ok'
  | 'not-found'
  | 'unknown-trainer'
  | 'no-lectures'
  /** a learner could not finish the course: these lectures have no file to watch or open */
  | { outcome: 'lectures-without-media'; lectures: Array<{ id: string; title: string }> };
export type DeleteOutcome = { outcome: 'not-found' | 'in-use' } | { outcome: 'deleted'; fileKeys: string[] };

export function createCourseAdminRepository(db: Database) {
  return {
    async list(q: TAdminCourseListQuery): Promise<{ items: TAdminCourse[]; total: number }> {
      const where: SQL[] = [...searchFilters(q.q)];
      if (q.status) where.push(eq(courses.status, q.status));
      if (q.category) where.push(eq(courses.category, q.category));
      const condition = where.length ? and(...where) : undefined;
      const [count] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(courses)
        .where(condition);
      const rows = await db
        .select({ c: courses, t: { id: trainers.id, name: trainers.name, title: trainers.title } })
        .from(courses)
        .leftJoin(trainers, eq(trainers.id, courses.trainerId))
        .where(condition)
        .orderBy(desc(courses.updatedAt), asc(courses.id))
        .limit(q.limit ?? ADMIN_PAGE)
        .offset(q.offset ?? 0);
      return { items: rows.map(({ c, t }) => toAdminCourse(c, t)), total: Number(count?.n ?? 0) };
    },

    /** A new draft; the slug comes from the title, unique (retried if another process took it meanwhile). */
    async create(input: CreateInput, currency: string): Promise<{ id: string } | 'unknown-trainer'> {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction(async (tx) => {
            const name = await trainerName(tx, input.trainerId);
            if (name === undefined) return 'unknown-trainer' as const;
            const [row] = await tx
              .insert(courses)
              .values({
                slug: await uniqueSlug(tx, input.title),
                title: input.title,
                description: input.description,
                category: input.category,
                level: input.level,
                language: input.language,
                priceAmount: input.price,
                priceCurrency: currency,
                trainerId: input.trainerId,
                whatYouWillLearn: input.whatYouWillLearn,
                searchText: courseSearchText({ ...input, trainerName: name }),
              })
              .returning({ id: courses.id });
            return { id: defined(row).id };
          });
        } catch (err) {
          const code = pgErrorCode(err);
          if (code === FOREIGN_KEY_VIOLATION) return 'unknown-trainer'; // deleted meanwhile
          if (code !== UNIQUE_VIOLATION || attempt >= 3) throw err;
        }
      }
    },

    async update(id: string, patch: TUpdateCourseRequest): Promise<UpdateOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const course = await lockCourse(tx, id);
          if (!course) return 'not-found';
          const trainerId = patch.trainerId === undefined ? course.trainerId : patch.trainerId;
          const name = await trainerName(tx, trainerId);
          if (name === undefined) return 'unknown-trainer';
          const publishing = patch.status === 'published' && course.status !== 'published';
          if (publishing && (await countLectures(tx, id)) === 0) return 'no-lectures';
          if (publishing) {
            const missing = await lecturesWithoutMedia(tx, id);
            if (missing.length > 0) return { outcome: 'lectures-without-media' as const, lectures: missing };
          }
          const next = { ...course, ...patch };
          await tx
            .update(courses)
            .set({
              title: next.title,
              description: next.description,
              category: next.category,
              level: next.level,
              language: next.language,
              priceAmount: patch.price ?? course.priceAmount,
              trainerId,
              whatYouWillLearn: next.whatYouWillLearn,
              status: next.status,
              // the first publication date stays: unpublishing and publishing again keep it
              publishedAt: publishing ? (course.publishedAt ?? new Date()) : course.publishedAt,
              searchText: courseSearchText({ ...next, trainerName: name }),
              updatedAt: new Date(),
            })
            .where(eq(courses.id, id));
          return 'ok';
        });
      } catch (err) {
        if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) return 'unknown-trainer';
        throw err;
      }
    },

    /**
     * Deletes a course nobody has bought or joined, with its outline. One with enrolments, orders
     * or certificates stays (learners' access, payment records and verifiable certificates
     * depend on it): 'in-use'.
     */
    async remove(id: string): Promise<DeleteOutcome> {
      try {
        return await db.transaction(async (tx) => {
          const course = await lockCourse(tx, id);
          if (!course) return { outcome: 'not-found' as const };
          const [joined] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(enrolments)
            .where(eq(enrolments.courseId, id));
          const [bought] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(orders)
            .where(eq(orders.courseId, id));
          const [certified] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(certificates)
            .where(eq(certificates.courseId, id));
          if ([joined, bought, certified].some((c) => Number(c?.n) > 0)) return { outcome: 'in-use' as const };
          const media = await tx
            .select({ video: lectures.videoFileKey, attachment: lectures.attachmentFileKey })
            .from(lectures)
            .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
            .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
            .where(eq(courseUnits.courseId, id));
          await tx.delete(courses).where(eq(courses.id, id));
          const fileKeys = [
            keyOfPublicUrl(course.imageUrl),
            course.syllabusFileKey,
            ...media.flatMap((m) => [m.video, m.attachment]),
          ];
          return { outcome: 'deleted' as const, fileKeys: fileKeys.filter((k): k is string => Boolean(k)) };
        });
      } catch (err) {
        // an order placed between the check and the delete (orders restrict the delete)
        if (pgErrorCode(err) === FOREIGN_KEY_VIOLATION) return { outcome: 'in-use' };
        throw err;
      }
    },
  };
}

export type CourseAdminRepository = ReturnType<typeof createCourseAdminRepository>;
