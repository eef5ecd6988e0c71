import { asc, eq, sql } from 'drizzle-orm';
import type { TOutlineUnit } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, lectures } from '#src/db/schema/index';
import { toOutlineLecture } from './course-mappers';

/**
 * Units → sections → lectures of one course, each level ordered by position, in one query.
 * Lecture text is read only for admins (it can be long, and only they get it).
 */
export async function loadOutline(db: Database, courseId: string, admin: boolean): Promise<TOutlineUnit[]> {
  const rows = await db
    .select({
      unit: { id: courseUnits.id, title: courseUnits.title, position: courseUnits.position },
      section: { id: courseSections.id, title: courseSections.title, position: courseSections.position },
      lecture: {
        id: lectures.id,
        sectionId: lectures.sectionId,
        title: lectures.title,
        position: lectures.position,
        kind: lectures.kind,
        durationSeconds: lectures.durationSeconds,
        videoFileKey: lectures.videoFileKey,
        attachmentFileKey: lectures.attachmentFileKey,
        isPreview: lectures.isPreview,
        createdAt: lectures.createdAt,
        body: admin ? lectures.body : sql<string | null>`null`,
      },
    })
    .from(courseUnits)
    .leftJoin(courseSections, eq(courseSections.unitId, courseUnits.id))
    .leftJoin(lectures, eq(lectures.sectionId, courseSections.id))
    .where(eq(courseUnits.courseId, courseId))
    .orderBy(
      asc(courseUnits.position),
      asc(courseUnits.id),
      asc(courseSections.position),
      asc(courseSections.id),
      asc(lectures.position),
      asc(lectures.id),
    );

  const units: TOutlineUnit[] = [];
  const unitById = new Map<string, TOutlineUnit>();
  const sectionById = new Map<string, TOutlineUnit['sections'][number]>();
  for (const { unit, section, lecture } of rows) {
    let u = unitById.get(unit.id);
    if (!u) {
      u = { _id: unit.id, title: unit.title, position: unit.position, sections: [] };
      unitById.set(unit.id, u);
      units.push(u);
    }
    if (!section) continue;
    let s = sectionById.get(section.id);
    if (!s) {
      s = { _id: section.id, title: section.title, position: section.position, lectures: [] };
      sectionById.set(section.id, s);
      u.sections.push(s);
    }
    if (lecture) s.lectures.push(toOutlineLecture(lecture, admin));
  }
  return units;
}
