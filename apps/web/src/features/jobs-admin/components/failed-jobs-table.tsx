import type { TFailedJob } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { JobKind, kindKey } from './job-kind';

type TFailedJobsTableProps = {
  jobs: TFailedJob[];
  busyId: string | null;
  onRetry: (job: TFailedJob) => void;
};

const column = createColumnHelper<TFailedJob>();
const buttonClass =
  'h-8 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 disabled:opacity-50';
const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A value inside a translated sentence, isolated so a Latin name cannot reorder the Arabic around it. */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** Kind, the last try's error, tries, when it failed, and a Retry button per job. */
export function FailedJobsTable({ jobs, busyId, onRetry }: TFailedJobsTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('kind', {
        header: () => t('jobs.columns.kind'),
        cell: ({ row }) => <JobKind job={row.original} />,
      }),
      column.accessor('error', {
        header: () => t('jobs.columns.error'),
        cell: ({ getValue }) => (
          // usually the SMTP server's English: its own direction, whatever the page's
          <bdi dir="auto" className="line-clamp-4 block max-w-md text-xs break-words text-ink" title={getValue()}>
            {getValue()}
          </bdi>
        ),
      }),
      column.accessor('tries', {
        header: () => t('jobs.columns.tries'),
        cell: ({ getValue }) => formatNumber(getValue(), lang),
      }),
      column.accessor('failedAt', {
        header: () => t('jobs.columns.failed'),
        cell: ({ getValue }) => {
          const failedAt = getValue();
          return failedAt ? (
            <time dateTime={failedAt} className="whitespace-nowrap">
              {formatDate(failedAt, lang, DATE_TIME)}
            </time>
          ) : (
            <span className="text-muted">{t('jobs.unknownDate')}</span>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('jobs.columns.actions'),
        cell: ({ row }) => {
          const job = row.original;
          const kind = kindKey(job.kind);
          return (
            <button
              type="button"
              className={buttonClass}
              disabled={busyId === job._id}
              aria-label={t('jobs.retryFor', {
                kind: kind ? t(kind) : isolated(job.kind),
                date: formatDate(job.failedAt ?? job.createdAt, lang, DATE_TIME),
              })}
              onClick={() => onRetry(job)}
            >
              {t('jobs.retry')}
            </button>
          );
        },
      }),
    ],
    [t, lang, busyId, onRetry],
  );

  // the app does not use the React Compiler; the table re-renders with this component
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: jobs,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (job) => job._id,
  });
  return (
    <DataTable
      table={table}
      caption={t('jobs.caption', { total: formatNumber(jobs.length, lang) })}
      minWidth="min-w-[48rem]"
    />
  );
}
