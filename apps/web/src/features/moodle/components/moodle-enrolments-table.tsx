import type { TMoodleEnrolment, TMoodleEnrolmentStatus } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { DataTable } from '@/components/ui/data-table';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useRetryMoodleEnrolment } from '../api/retry-moodle-enrolment';

const TONES: Record<TMoodleEnrolmentStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-300',
  synced: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-danger/5 text-danger ring-danger/30',
};

const column = createColumnHelper<TMoodleEnrolment>();

/** The enrolments mirrored into Moodle: learner, course, Moodle course, status, attempts, details and a retry. */
export function MoodleEnrolmentsTable({ rows }: { rows: TMoodleEnrolment[] }) {
  const { t, i18n } = useTranslation('moodle');
  const retry = useRetryMoodleEnrolment();
  const lang = i18n.language;
  const retrying = retry.isPending ? retry.variables : undefined;
  const { mutateAsync } = retry;

  const columns = useMemo(() => {
    const when = (iso: string) => formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' });
    const onRetry = async (row: TMoodleEnrolment) => {
      try {
        notify('success', (await mutateAsync(row._id)).message);
      } catch (error) {
        notify('error', errorText(error, 'generic'));
      }
    };
    return [
      column.accessor('userName', {
        id: 'learner',
        header: () => t('sync.columns.learner'),
        cell: ({ row }) => (
          <>
            <bdi className="block font-semibold text-ink">{row.original.userName}</bdi>
            <bdi className="block text-muted">{row.original.userEmail}</bdi>
          </>
        ),
      }),
      column.accessor('courseTitle', {
        id: 'course',
        header: () => t('sync.columns.course'),
        cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
      }),
      column.accessor('moodleCourseId', {
        id: 'moodleCourse',
        header: () => t('sync.columns.moodleCourse'),
        cell: ({ getValue }) => formatNumber(getValue(), lang, { useGrouping: false }),
      }),
      column.accessor('status', {
        header: () => t('sync.columns.status'),
        cell: ({ getValue }) => (
          <span
            className={clsx(
              'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
              TONES[getValue()],
            )}
          >
            {t(`sync.status.${getValue()}`)}
          </span>
        ),
      }),
      column.accessor('attempts', {
        header: () => t('sync.columns.attempts'),
        cell: ({ getValue }) => formatNumber(getValue(), lang),
      }),
      column.display({
        id: 'details',
        header: () => t('sync.columns.details'),
        meta: { className: 'max-w-xs text-muted' },
        cell: ({ row: { original: row } }) => (
          <>
            {row.status === 'synced' && row.syncedAt && t('sync.syncedAt', { date: when(row.syncedAt) })}
            {row.status === 'pending' && row.nextAttemptAt && t('sync.nextAttempt', { date: when(row.nextAttemptAt) })}
            {row.lastError && (
              <bdi dir="auto" className="block text-danger">
                {row.lastError}
              </bdi>
            )}
            {row.lastError && row.advice && <span className="mt-1 block text-ink">{row.advice}</span>}
          </>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('sync.columns.actions'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row: { original: row } }) =>
          row.status !== 'synced' && (
            <ActionButton variant="outline" size="sm" loading={retrying === row._id} onClick={() => void onRetry(row)}>
              {t('sync.retry')}
            </ActionButton>
          ),
      }),
    ];
  }, [t, lang, retrying, mutateAsync]);

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualPagination: true,
  });

  return <DataTable table={table} caption={t('sync.title')} minWidth="min-w-[56rem]" />;
}
