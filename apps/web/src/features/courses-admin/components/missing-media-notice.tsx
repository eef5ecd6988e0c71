import type { TCourseDetails, TOutlineLecture } from '@masar/contracts';
import { Notice } from '@/components/ui/notice';
import { useTranslation } from '@/lib/use-translation';

/** Video lectures without their video and PDF lectures without their file, in course order (the server's publishing rule). */
export function lecturesWithoutMedia(course: TCourseDetails): TOutlineLecture[] {
  return [...course.units]
    .sort((a, b) => a.position - b.position)
    .flatMap((unit) => [...unit.sections].sort((a, b) => a.position - b.position))
    .flatMap((section) => [...section.lectures].sort((a, b) => a.position - b.position))
    .filter((l) => (l.kind === 'video' && l.hasVideo === false) || (l.kind === 'pdf' && l.hasAttachment === false));
}

/** Names the lectures that still need a file: a draft cannot be published, a published course cannot be finished. */
export function MissingMediaNotice({ course }: { course: TCourseDetails }) {
  const { t } = useTranslation('admin');
  const missing = lecturesWithoutMedia(course);
  if (missing.length === 0) return null;
  return (
    <Notice>
      <p className="font-semibold">
        {t(course.status === 'published' ? 'editor.missingMedia.published' : 'editor.missingMedia.draft')}
      </p>
      <ul className="mt-2 list-disc ps-5">
        {missing.map((l) => (
          <li key={l._id}>
            <bdi>{l.title}</bdi>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
