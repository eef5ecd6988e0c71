import type { TCourseMoodleLink, TMoodleAdminCourse } from '@masar/contracts';
import { useId } from 'react';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useCourseLinks } from '../api/get-course-links';
import { useMoodleAdminCourses } from '../api/get-moodle-admin-courses';
import { useLinkCourse } from '../api/link-course';

/** Admin: which Moodle course each course's learners are enrolled in (changes save at once). */
export function MoodleCourseLinks() {
  const { t } = useTranslation('moodle');
  const links = useCourseLinks();
  const moodleCourses = useMoodleAdminCourses();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div>
        <Heading level={2} id={headingId} className="text-xl sm:text-2xl">
          {t('links.title')}
        </Heading>
        <p className="mt-1 text-muted">{t('links.hint')}</p>
      </div>
      {moodleCourses.isError && <Notice tone="info">{t('links.moodleUnavailable')}</Notice>}
      {links.isPending ? (
        <StatusSpinner label={t('links.loading')} className="py-8" />
      ) : links.isError ? (
        <Notice tone="danger">{errorText(links.error, 'generic')}</Notice>
      ) : links.data.length === 0 ? (
        <p className="text-muted">{t('links.none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface shadow-card">
          {links.data.map((link) => (
            <CourseLinkRow key={link.courseId} link={link} moodleCourses={moodleCourses.data} />
          ))}
        </ul>
      )}
    </section>
  );
}

function CourseLinkRow({
  link,
  moodleCourses,
}: {
  link: TCourseMoodleLink;
  moodleCourses: TMoodleAdminCourse[] | undefined;
}) {
  const { t, i18n } = useTranslation('moodle');
  const linkCourse = useLinkCourse();
  const selectId = useId();
  const known = moodleCourses?.some((c) => c.id === link.moodleCourseId) ?? false;

  const onChange = async (value: string) => {
    const moodleCourseId = value === '' ? null : Number(value);
    try {
      await linkCourse.mutateAsync({ courseId: link.courseId, moodleCourseId });
      notify(
        'success',
        moodleCourseId === null ? t('links.unlinked', { title: link.title }) : t('links.linked', { title: link.title }),
      );
    } catch (error) {
      notify('error', errorText(error, 'generic'));
    }
  };

  return (
    <li className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
      <label htmlFor={selectId} className="min-w-0 flex-1 font-semibold text-ink">
        <bdi>{link.title}</bdi>
        {!link.published && <span className="ms-1 text-sm font-normal text-muted"> {t('links.draft')}</span>}
      </label>
      <select
        id={selectId}
        className="h-10 w-full max-w-xs rounded-md border border-line bg-surface px-3 pe-8 text-sm sm:w-72"
        value={link.moodleCourseId ?? ''}
        disabled={linkCourse.isPending || (!moodleCourses && link.moodleCourseId === null)}
        aria-busy={linkCourse.isPending || undefined}
        onChange={(event) => void onChange(event.target.value)}
      >
        <option value="">{t('links.notLinked')}</option>
        {link.moodleCourseId !== null && !known && (
          <option value={link.moodleCourseId}>
            {t('links.unknownCourse', { id: formatNumber(link.moodleCourseId, i18n.language, { useGrouping: false }) })}
          </option>
        )}
        {moodleCourses?.map((course) => {
          const label = { name: course.fullname, id: formatNumber(course.id, i18n.language, { useGrouping: false }) };
          return (
            <option key={course.id} value={course.id}>
              {t(course.hidden ? 'links.hiddenOption' : 'links.option', label)}
            </option>
          );
        })}
      </select>
    </li>
  );
}
