import { useCallback } from 'react';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useTranslation } from '@/lib/use-translation';
import { useCourseOptions, useRegistrations } from '../api/registrations';
import { FORMS_PAGE_SIZE, useRegistrationsFilters } from '../hooks/use-forms-filters';
import { ListFilters } from '@/components/ui/list-filters';
import { ListState } from './list-state';
import { RegistrationsTable } from './registrations-table';

/** /dashboard/registrations: the course pages' registration forms, by course. */
export function RegistrationsPanel() {
  const { t } = useTranslation('admin');
  const { filters, page, query, update, reset } = useRegistrationsFilters();
  const registrations = useRegistrations(query);
  const courses = useCourseOptions();
  const onCourse = useCallback((courseId: string) => update({ courseId }), [update]);
  // a course picked from a row may lie beyond the options' first page: name it from the row
  const picked =
    filters.courseId && !courses.data?.some((course) => course._id === filters.courseId)
      ? registrations.data?.items.find((row) => row.course?._id === filters.courseId)?.course
      : undefined;

  return (
    <div className="grid grid-cols-1 gap-6">
      <ListFilters
        key={filters.q ?? ''}
        label={t('registrations.filters.label')}
        search={{ label: t('registrations.filters.search'), q: filters.q, onSearch: (q) => update({ q }) }}
        onReset={reset}
        selects={[
          {
            label: t('registrations.filters.course'),
            value: filters.courseId,
            onChange: (courseId) => update({ courseId }),
            options: (
              <>
                <option value="">
                  {courses.isPending ? t('common:status.loading') : t('registrations.filters.allCourses')}
                </option>
                {picked && <option value={picked._id}>{picked.title}</option>}
                {filters.courseId && !picked && !courses.data?.some((course) => course._id === filters.courseId) && (
                  <option value={filters.courseId}>{t('registrations.filters.selectedCourse')}</option>
                )}
                {courses.data?.map((course) => (
                  <option key={course._id} value={course._id}>
                    {course.title}
                  </option>
                ))}
              </>
            ),
          },
        ]}
      />
      <ListState query={registrations} empty={t('registrations.empty')}>
        {(data) => <RegistrationsTable registrations={data.items} total={data.total} onCourse={onCourse} />}
      </ListState>
      {registrations.data && registrations.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={FORMS_PAGE_SIZE}
          total={registrations.data.total}
          onPage={(next) => update({ page: next })}
        />
      )}
    </div>
  );
}
