import type { TAdminCourse } from '@masar/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useCreateCourse } from '../api/create-course';
import { useDeleteCourse } from '../api/delete-course';
import { useAdminCourses } from '../api/get-admin-courses';
import { useUpdateCourse } from '../api/update-course';
import { COURSES_PAGE_SIZE, useCoursesFilters } from '../hooks/use-courses-filters';
import { CourseForm } from './course-form';
import { CoursesFilters } from './courses-filters';
import { CoursesTable, type TCourseAction } from './courses-table';

const isolated = (text: string) => `\u2068${text}\u2069`;

/** /dashboard/courses: every course with filters and paging; create, publish, unpublish, delete. */
export function CoursesAdminPanel() {
  const { t } = useTranslation('admin');
  const { filters, page, query, update, reset } = useCoursesFilters();
  const courses = useAdminCourses(query);
  const createCourse = useCreateCourse();
  const { mutateAsync: patchCourse } = useUpdateCourse();
  const deleteCourse = useDeleteCourse();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<TAdminCourse | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const setStatus = useCallback(
    async (course: TAdminCourse, status: 'published' | 'draft') => {
      setBusyId(course._id);
      try {
        await patchCourse({ id: course._id, body: { status } });
        notify(
          'success',
          t(status === 'published' ? 'courses.done.published' : 'courses.done.unpublished', {
            title: isolated(course.title),
          }),
        );
      } catch (error) {
        // e.g. 409: a course without a lecture cannot be published (the server says so)
        notify('error', errorText(error, 'update.course'));
      } finally {
        setBusyId(null);
      }
    },
    [t, patchCourse],
  );

  const onAction = useCallback(
    (course: TAdminCourse, action: TCourseAction) => {
      if (action === 'delete') setDeleting(course);
      else void setStatus(course, action === 'publish' ? 'published' : 'draft');
    },
    [setStatus],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteCourse.mutateAsync(deleting._id);
      notify('success', t('courses.done.deleted', { title: isolated(deleting.title) }));
    } catch (error) {
      notify('error', errorText(error, 'delete.course'));
    } finally {
      setDeleting(null);
    }
  };

  const currency = courses.data?.items[0]?.price.currency ?? 'EGP';

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex justify-end">
        <ActionButton onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" className="size-4" />
          {t('courses.new')}
        </ActionButton>
      </div>
      <CoursesFilters key={filters.q ?? ''} filters={filters} onChange={update} onReset={reset} />
      {courses.isPending ? (
        <StatusSpinner label={t('common:status.loading')} className="py-16" />
      ) : courses.isError ? (
        <Notice tone="danger">
          <p>{errorText(courses.error, 'load.courses')}</p>
          <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void courses.refetch()}>
            {t('common:actions.retry')}
          </ActionButton>
        </Notice>
      ) : courses.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
          {t('courses.empty')}
        </p>
      ) : (
        <div
          className={courses.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={courses.isFetching || undefined}
        >
          <CoursesTable courses={courses.data.items} total={courses.data.total} busyId={busyId} onAction={onAction} />
        </div>
      )}
      {courses.data && courses.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={COURSES_PAGE_SIZE}
          total={courses.data.total}
          onPage={(next) => update({ page: next })}
        />
      )}
      <ModalDialog
        open={creating}
        title={t('courses.createTitle')}
        closeLabel={t('actions.close')}
        onClose={() => setCreating(false)}
        busy={createCourse.isPending}
        size="lg"
      >
        <CourseForm
          course={null}
          currency={currency}
          submitLabel={t('courses.create')}
          errorDefault="create.course"
          onCancel={() => setCreating(false)}
          onSubmit={async (body) => {
            const course = await createCourse.mutateAsync(body);
            setCreating(false);
            notify('success', t('courses.done.created', { title: isolated(course.title) }));
          }}
        />
      </ModalDialog>
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('courses.confirmDelete.title', { title: isolated(deleting.title) }) : ''}
        confirmLabel={t('courses.actions.delete')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={deleteCourse.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('courses.confirmDelete.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
