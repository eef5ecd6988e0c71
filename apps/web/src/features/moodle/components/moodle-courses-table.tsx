import type { TMoodleCourse } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

/** a course as the admin sees it: also the ones Moodle hides */
type TRow = TMoodleCourse & { hidden?: boolean };

const column = createColumnHelper<TRow>();

/** The table of SPEC section 2: '#', 'Course Name', 'Course ID', every course (no paging); it fits a phone. */
export function MoodleCoursesTable({ courses }: { courses: TRow[] }) {
  const { t, i18n } = useTranslation('moodle');
  const lang = i18n.language;

  const columns = useMemo(() => {
    const number = (n: number) => formatNumber(n, lang, { useGrouping: false });
    return [
      column.display({
        id: 'number',
        header: () => t('columns.number'),
        meta: { className: 'w-16 text-muted' },
        cell: ({ row }) => number(row.index + 1),
      }),
      column.accessor('fullname', {
        header: () => t('columns.name'),
        cell: ({ row, getValue }) => (
          <>
            <bdi className="font-semibold text-ink">{getValue()}</bdi>
            {row.original.hidden && (
              <span className="ms-2 inline-flex rounded-full bg-canvas px-2 py-0.5 align-middle text-xs font-semibold text-muted ring-1 ring-line ring-inset">
                {t('hidden')}
              </span>
            )}
          </>
        ),
      }),
      column.accessor('id', {
        header: () => t('columns.id'),
        meta: { className: 'w-32' },
        cell: ({ getValue }) => number(getValue()),
      }),
    ];
  }, [t, lang]);

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: courses,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (course) => String(course.id),
  });

  return <DataTable table={table} caption={t('caption')} minWidth="" />;
}
