import { MoodleCourseLinks } from '@/features/moodle/components/moodle-course-links';
import { MoodleCourses } from '@/features/moodle/components/moodle-courses';
import { MoodleEnrolments } from '@/features/moodle/components/moodle-enrolments';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

/** /dashboard/moodle-courses (admin): the same Moodle screen, then course links and the sync status. */
export default function DashboardMoodleRoute() {
  const { t } = useTranslation('moodle');
  useDocumentTitle(t('title'));
  return (
    <div className="grid gap-10">
      <MoodleCourses audience="admin" />
      <MoodleCourseLinks />
      <MoodleEnrolments />
    </div>
  );
}
