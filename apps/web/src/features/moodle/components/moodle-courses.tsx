import { useId } from 'react';
import { Heading } from '@/components/ui/heading';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useMoodleAdminCourses } from '../api/get-moodle-admin-courses';
import { isConfigurationFailure, useMoodleCourses } from '../api/get-moodle-courses';
import { MoodleCoursesTable } from './moodle-courses-table';

/**
 * The Moodle courses screen (SPEC section 2): fetched on load; a spinner while loading;
 * 'Error: ' and the message; 'No courses found.'; else the table '#', 'Course Name', 'Course ID'
 * with every course (no paging). Visitors see the courses Moodle shows, and kinder words than
 * Moodle's when the site's setup failed; the admin sees every course (hidden ones marked) and
 * Moodle's exact message.
 */
export function MoodleCourses({ audience = 'public' }: { audience?: 'public' | 'admin' }) {
  const { t } = useTranslation('moodle');
  const isAdmin = audience === 'admin';
  const publicCourses = useMoodleCourses({ enabled: !isAdmin });
  const adminCourses = useMoodleAdminCourses({ enabled: isAdmin });
  const courses = isAdmin ? adminCourses : publicCourses;
  const headingId = useId();
  const errorMessage = (error: unknown) =>
    !isAdmin && isConfigurationFailure(error) ? t('visitorError') : errorText(error, 'load.moodleCourses');

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
        <MoodleCoursesTable courses={courses.data} />
      )}
    </section>
  );
}
