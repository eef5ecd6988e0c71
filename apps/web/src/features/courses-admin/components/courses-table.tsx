import type { TAdminCourse } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { formatNumber, formatPrice } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { StatusBadge } from './status-badge';

export type TCourseAction = 'publish' | 'unpublish' | 'delete';

type TCoursesTableProps = {
  courses: TAdminCourse[];
  total: number;
  /** the course whose publish / unpublish call is running */
  busyId: string | null;
  onAction: (course: TAdminCourse, action: TCourseAction) => void;
};

const column = createColumnHelper<TAdminCourse>();
const buttonClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';

export function CoursesTable({ courses, total, busyId, onAction }: TCoursesTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;

  const columns = useMemo(
    () => [
      column.accessor('title', {
        header: () => t('courses.columns.title'),
        cell: ({ row, getValue }) => (
          <div className="grid max-w-xs gap-0.5">
            <Link
              to={paths.dashboardCourse.getHref(row.original._id)}
              className="font-semibold text-ink hover:text-brand-700 hover:underline"
            >
              <bdi>{getValue()}</bdi>
            </Link>
            {row.original.trainer && (
              <span className="text-xs text-muted">
                <bdi>{row.original.trainer.name}</bdi>
              </span>
            )}
          </div>
        ),
      }),
      column.accessor('status', {
        header: () => t('courses.columns.status'),
        cell: ({ getValue }) => <StatusBadge status={getValue()} />,
      }),
      column.accessor('category', {
        header: () => t('courses.columns.categoryLevel'),
        cell: ({ row, getValue }) => (
          <div className="grid gap-0.5">
            <span>{t(`categories.${getValue()}`)}</span>
            <span className="text-xs text-muted">{t(`levels.${row.original.level}`)}</span>
          </div>
        ),
      }),
      column.accessor('price', {
        header: () => t('courses.columns.price'),
        cell: ({ getValue }) => (
          <span data-amount={getValue().amount} data-currency={getValue().currency} className="whitespace-nowrap">
            {getValue().amount === 0 ? t('courses.free') : <bdi>{formatPrice(getValue(), lang)}</bdi>}
          </span>
        ),
      }),
      column.accessor('studentsCount', {
        header: () => t('courses.columns.students'),
        cell: ({ getValue }) => formatNumber(getValue(), lang),
      }),
      column.accessor('updatedAt', {
        header: () => t('courses.columns.updated'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDate(getValue(), lang)}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('courses.columns.actions'),
        cell: ({ row }) => {
          const course = row.original;
          const published = course.status === 'published';
          return (
            <div
              role="group"
              aria-label={t('courses.actions.rowLabel', { title: course.title })}
              className="flex gap-2"
            >
              <Link to={paths.dashboardCourse.getHref(course._id)} className={`${buttonClass} text-brand-800`}>
                <Pencil aria-hidden="true" className="size-3.5" />
                {t('courses.actions.edit')}
              </Link>
              <button
                type="button"
                className={`${buttonClass} text-brand-800`}
                disabled={busyId === course._id}
                aria-busy={busyId === course._id || undefined}
                onClick={() => onAction(course, published ? 'unpublish' : 'publish')}
              >
                {published ? t('courses.actions.unpublish') : t('courses.actions.publish')}
              </button>
              <button type="button" className={`${buttonClass} text-danger`} onClick={() => onAction(course, 'delete')}>
                <Trash2 aria-hidden="true" className="size-3.5" />
                {t('courses.actions.delete')}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, lang, busyId, onAction],
  );

  // the app does not use the React Compiler; the table re-renders with this component
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: courses,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (course) => course._id,
    manualPagination: true,
    manualFiltering: true,
  });

  return (
    <DataTable
      table={table}
      caption={t('courses.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[56rem]"
    />
  );
}
