import { eq } from 'drizzle-orm';
import type { TLecturePreview } from '@masar/contracts';
import type { Database } from '#src/db/client';
import { courseSections, courseUnits, courses, lectures } from '#src/db/schema/index';
import { contentTypeOfKey } from '#src/plugins/storage/file-storage';

export type PreviewLookup =
  /** no such lecture, or its course is not published */
  | { outcome: 'not-found' }
  /** a lecture of a published course that is not a free preview */
  | { outcome: 'not-preview' }
  | { outcome: 'ok'; preview: TLecturePreview; mediaKey: string | null };

export const previewMediaUrl = (lectureId: string) => `/api/lectures/${lectureId}/preview/media`;

/**
 * A free preview lecture as anyone may see it: only lectures marked preview in a published course.
 * Its media is the video of a video lecture and the PDF of a PDF lecture.
 */
export async function findPreviewLecture(db: Database, lectureId: string): Promise<PreviewLookup> {
  const [row] = await db
    .select({ lecture: lectures, courseId: courseUnits.courseId, status: courses.status })
    .from(lectures)
    .innerJoin(courseSections, eq(courseSections.id, lectures.sectionId))
    .innerJoin(courseUnits, eq(courseUnits.id, courseSections.unitId))
    .innerJoin(courses, eq(courses.id, courseUnits.courseId))
    .where(eq(lectures.id, lectureId));
  if (!row || row.status !== 'published') return { outcome: 'not-found' };
  const { lecture } = row;
  if (!lecture.isPreview) return { outcome: 'not-preview' };
  const mediaKey =
    lecture.kind === 'video' ? lecture.videoFileKey : lecture.kind === 'pdf' ? lecture.attachmentFileKey : null;
  return {
    outcome: 'ok',
    mediaKey,
    preview: {
      _id: lecture.id,
      courseId: row.courseId,
      title: lecture.title,
      kind: lecture.kind,
      durationSeconds: lecture.durationSeconds,
      body: lecture.kind === 'text' ? (lecture.body ?? '') : null,
      mediaUrl: mediaKey ? previewMediaUrl(lecture.id) : null,
      contentType: mediaKey ? contentTypeOfKey(mediaKey) : null,
    },
  };
}
