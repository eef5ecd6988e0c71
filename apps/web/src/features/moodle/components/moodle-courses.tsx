import type { TMoodleCourse } from '@masar/contracts';
import { useId } from 'react';
import { Heading } from '@/components/ui/heading';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useMoodleAdminCourses } from '../api/get-moodle-admin-courses';
import { isConfigurationFailure, useMoodleCourses } from '../api/get-moodle-courses';
import { TableScroll } from '@/components/ui/table-scroll';

/**
 * The Moodle courses screen (SPEC section 2): fetched on load; a spinner while loading;
 * 'Error: ' and the message; 'No courses found.'; else the table '#', 'Course Name', 'Course ID'
 * with every course (no paging). Visitors see the courses Moodle shows, and kinder words than
 * Moodle's when the site's setup failed; the admin sees every course (hidden ones marked) and
 * Moodle's exact message.
 */
export function MoodleCourses({ audience = 'public' }: { audience?: 'public' | 'admin' }) {
  const { t, i18n } = useTranslation('moodle');
  const isAdmin = audience === 'admin';
  const publicCourses = useMoodleCourses({ enabled: !isAdmin });
  const adminCourses = useMoodleAdminCourses({ enabled: isAdmin });
  const courses = isAdmin ? adminCourses : publicCourses;
  const headingId = useId();
  const number = (n: number) => formatNumber(n, i18n.language, { useGrouping: false });
  const errorMessage = (error: unknown) =>
    !isAdmin && isConfigurationFailure(error) ? t('visitorError') : getErrorMessage(error, 'Failed to fetch moodle courses');

  return (
    <section aria-labelledby={headingId} className="grid gap-6">
      <Heading level={1} id={headingId}>
        {t('title')}
      </Heading>
      {courses.isPending ? (
        <StatusSpinner label={t('loading')} className="py-12" />
      ) : courses.isError ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger">
          {t('error', { message: errorMessage(courses.error) })}
        </p>
      ) : courses.data.length === 0 ? (
        <p className="rounded-lg border border-line bg-surface p-6 text-muted">{t('empty')}</p>
      ) : (
        <TableScroll label={t('caption')}>
          <table className="w-full text-sm">
            <caption className="sr-only">{t('caption')}</caption>
            <thead className="bg-canvas text-muted">
              <tr>
                <th scope="col" className="w-16 px-4 py-3 text-start font-semibold">
                  {t('columns.number')}
                </th>
                <th scope="col" className="px-4 py-3 text-start font-semibold">
                  {t('columns.name')}
                </th>
                <th scope="col" className="w-32 px-4 py-3 text-start font-semibold">
                  {t('columns.id')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {(courses.data as Array<TMoodleCourse & { hidden?: boolean }>).map((course, index) => (
                <tr key={course.id}>
                  <td className="px-4 py-3 text-muted">{number(index + 1)}</td>
                  <td className="px-4 py-3 font-semibold text-ink">
                    <bdi>{course.fullname}</bdi>
                    {course.hidden && (
                      <span className="ms-2 inline-flex rounded-full bg-canvas px-2 py-0.5 align-middle text-xs font-semibold text-muted ring-1 ring-line ring-inset">
                        {t('hidden')}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3">{number(course.id)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </section>
  );
}
