import { Heading } from '@/components/ui/heading';
import { CoursesAdminPanel } from '@/features/courses-admin/components/courses-admin-panel';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function DashboardCoursesRoute() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('courses.title'));
  return (
    <div className="grid grid-cols-1 gap-6">
      <div>
        <Heading level={1}>{t('courses.title')}</Heading>
        <p className="mt-2 text-muted">{t('courses.subtitle')}</p>
      </div>
      <CoursesAdminPanel />
    </div>
  );
}
