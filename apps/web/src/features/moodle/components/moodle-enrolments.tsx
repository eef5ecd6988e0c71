import { MOODLE_ENROLMENT_STATUSES, type TMoodleEnrolment, type TMoodleEnrolmentStatus } from '@masar/contracts';
import { clsx } from 'clsx';
import { useId, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { getErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useMoodleEnrolments } from '../api/get-moodle-enrolments';
import { useRetryMoodleEnrolment } from '../api/retry-moodle-enrolment';
import { TableScroll } from '@/components/ui/table-scroll';

const PAGE_SIZE = 20;
const TONES: Record<TMoodleEnrolmentStatus, string> = {
  pending: 'bg-accent-50 text-accent-700 ring-accent-300',
  synced: 'bg-brand-50 text-brand-800 ring-brand-200',
  failed: 'bg-danger/5 text-danger ring-danger/30',
};

/** Admin: learners' enrolments mirrored into Moodle, with their sync status and a retry. */
export function MoodleEnrolments() {
  const { t } = useTranslation('moodle');
  const [status, setStatus] = useState<TMoodleEnrolmentStatus | ''>('');
  const [page, setPage] = useState(1);
  const query = { ...(status ? { status } : {}), limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const enrolments = useMoodleEnrolments(query);
  const headingId = useId();
  const filterId = useId();

  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Heading level={2} id={headingId} className="text-xl sm:text-2xl">
            {t('sync.title')}
          </Heading>
          <p className="mt-1 text-muted">{t('sync.hint')}</p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={filterId} className="text-sm font-semibold text-ink">
            {t('sync.filter')}
          </label>
          <select
            id={filterId}
            className="h-10 rounded-md border border-line bg-surface px-3 pe-8 text-sm"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TMoodleEnrolmentStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('sync.all')}</option>
            {MOODLE_ENROLMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`sync.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {enrolments.isPending ? (
        <StatusSpinner label={t('sync.loading')} className="py-8" />
      ) : enrolments.isError ? (
        <Notice tone="danger">{getErrorMessage(enrolments.error, 'Something went wrong. Please try again.')}</Notice>
      ) : enrolments.data.enrolments.length === 0 ? (
        <p className="text-muted">{t('sync.none')}</p>
      ) : (
        <>
          <EnrolmentsTable rows={enrolments.data.enrolments} />
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={enrolments.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}

function EnrolmentsTable({ rows }: { rows: TMoodleEnrolment[] }) {
  const { t, i18n } = useTranslation('moodle');
  const retry = useRetryMoodleEnrolment();
  const lang = i18n.language;
  const when = (iso: string) => formatDate(iso, lang, { dateStyle: 'medium', timeStyle: 'short' });

  const onRetry = async (row: TMoodleEnrolment) => {
    try {
      notify('success', (await retry.mutateAsync(row._id)).message);
    } catch (error) {
      notify('error', getErrorMessage(error, 'Something went wrong. Please try again.'));
    }
  };

  return (
    <TableScroll label={t('sync.title')}>
      <table className="w-full min-w-[56rem] text-sm">
        <caption className="sr-only">{t('sync.title')}</caption>
        <thead className="bg-canvas text-muted">
          <tr>
            {(['learner', 'course', 'moodleCourse', 'status', 'attempts', 'details', 'actions'] as const).map((column) => (
              <th key={column} scope="col" className="px-4 py-3 text-start font-semibold">
                {t(`sync.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {rows.map((row) => (
            <tr key={row._id}>
              <td className="px-4 py-3">
                <bdi className="block font-semibold text-ink">{row.userName}</bdi>
                <bdi className="block text-muted">{row.userEmail}</bdi>
              </td>
              <td className="px-4 py-3">
                <bdi>{row.courseTitle}</bdi>
              </td>
              <td className="px-4 py-3">{formatNumber(row.moodleCourseId, lang, { useGrouping: false })}</td>
              <td className="px-4 py-3">
                <span className={clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', TONES[row.status])}>{t(`sync.status.${row.status}`)}</span>
              </td>
              <td className="px-4 py-3">{formatNumber(row.attempts, lang)}</td>
              <td className="max-w-xs px-4 py-3 text-muted">
                {row.status === 'synced' && row.syncedAt && t('sync.syncedAt', { date: when(row.syncedAt) })}
                {row.status === 'pending' && row.nextAttemptAt && t('sync.nextAttempt', { date: when(row.nextAttemptAt) })}
                {row.lastError && (
                  <bdi dir="auto" className="block text-danger">
                    {row.lastError}
                  </bdi>
                )}
                {row.lastError && row.advice && <span className="mt-1 block text-ink">{row.advice}</span>}
              </td>
              <td className="px-4 py-3">
                {row.status !== 'synced' && (
                  <ActionButton variant="outline" size="sm" loading={retry.isPending && retry.variables === row._id} onClick={() => void onRetry(row)}>
                    {t('sync.retry')}
                  </ActionButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
