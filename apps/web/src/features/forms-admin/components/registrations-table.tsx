import type { TCourseRegistration } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type TRegistrationsTableProps = {
  registrations: TCourseRegistration[];
  total: number;
  onCourse: (courseId: string) => void;
};

const column = createColumnHelper<TCourseRegistration>();

export function RegistrationsTable({ registrations, total, onCourse }: TRegistrationsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor((row) => `${row.first_name} ${row.last_name}`, {
        id: 'name',
        header: () => t('registrations.columns.name'),
        cell: ({ getValue }) => <bdi className="font-semibold text-ink">{getValue()}</bdi>,
      }),
      column.accessor('email', {
        header: () => t('registrations.columns.email'),
        cell: ({ getValue }) => (
          <a href={`mailto:${getValue()}`} className="text-brand-700 hover:underline">
            <bdi>{getValue()}</bdi>
          </a>
        ),
      }),
      column.accessor('phone', {
        header: () => t('registrations.columns.phone'),
        cell: ({ getValue }) => (
          <bdi dir="ltr" className="whitespace-nowrap">
            {getValue()}
          </bdi>
        ),
      }),
      column.accessor('country', {
        header: () => t('registrations.columns.country'),
        cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
      }),
      column.accessor('course', {
        header: () => t('registrations.columns.course'),
        cell: ({ getValue }) => {
          const course = getValue();
          if (!course) return <span className="text-muted">{t('registrations.deletedCourse')}</span>;
          return (
            <button
              type="button"
              title={t('registrations.filterByCourse')}
              className="text-start font-semibold text-brand-800 hover:underline"
              onClick={() => onCourse(course._id)}
            >
              <bdi>{course.title}</bdi>
            </button>
          );
        },
      }),
      column.accessor('createdAt', {
        header: () => t('registrations.columns.date'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDate(getValue(), lang, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ),
      }),
    ],
    [t, lang, onCourse],
  );

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: registrations,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualPagination: true,
    manualFiltering: true,
  });
  return (
    <DataTable
      table={table}
      caption={t('registrations.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[60rem]"
    />
  );
}
