import { ArrowLeft, ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { notify } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useCourse } from '../api/get-course';
import { useUpdateCourse } from '../api/update-course';
import { CourseForm } from './course-form';
import { CourseMedia } from './course-media';
import { MissingMediaNotice } from './missing-media-notice';
import { OutlineEditor } from './outline-editor';
import { PublishControl } from './publish-control';
import { StatusBadge } from './status-badge';

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <section className="grid grid-cols-1 gap-4 rounded-xl border border-line bg-surface p-5 shadow-card">
      <div>
        <h2 className="text-xl font-bold text-ink">{title}</h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {children}
    </section>
  );
}

/** /dashboard/courses/{id}: the course's details, thumbnail and syllabus, content and publishing. */
export function CourseEditor({ courseId }: { courseId: string }) {
  const { t, i18n } = useTranslation('admin');
  const course = useCourse(courseId);
  const update = useUpdateCourse();
  useDocumentTitle(course.data?.title ?? t('editor.title'));

  const back = (
    <Link
      to={paths.dashboardCourses.getHref()}
      className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t('editor.back')}
    </Link>
  );

  if (course.isPending) return <StatusSpinner label={t('common:status.loading')} className="py-16" />;
  if (course.isError) {
    return (
      <div className="grid gap-4">
        {back}
        <Heading level={1}>{t('editor.title')}</Heading>
        <Notice tone="danger">
          <p>{errorText(course.error, 'load.courseDetails')}</p>
          <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void course.refetch()}>
            {t('common:actions.retry')}
          </ActionButton>
        </Notice>
      </div>
    );
  }

  const data = course.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      {back}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-2">
          <Heading level={1}>
            <bdi>{data.title}</bdi>
          </Heading>
          <p className="flex flex-wrap items-center gap-3 text-sm text-muted">
            <StatusBadge status={data.status} />
            <span>
              {t('editor.updated', {
                date: formatDate(data.updatedAt, i18n.language, { dateStyle: 'medium', timeStyle: 'short' }),
              })}
            </span>
            {data.status === 'published' && (
              <Link
                to={paths.courseDetails.getHref(data._id)}
                className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline"
              >
                {t('editor.viewPublic')}
                <ExternalLink aria-hidden="true" className="size-3.5" />
              </Link>
            )}
          </p>
        </div>
        <PublishControl course={data} />
      </div>
      <Panel title={t('editor.content')} description={t('editor.contentHint')}>
        <MissingMediaNotice course={data} />
        <OutlineEditor course={data} />
      </Panel>
      <Panel title={t('editor.media.title')}>
        <CourseMedia course={data} />
      </Panel>
      <Panel title={t('editor.details')}>
        <CourseForm
          course={data}
          currency={data.price.currency}
          submitLabel={t('editor.save')}
          errorDefault="update.course"
          onSubmit={async (body) => {
            await update.mutateAsync({ id: data._id, body });
            notify('success', t('editor.saved'));
          }}
        />
      </Panel>
    </div>
  );
}
