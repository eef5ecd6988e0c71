import type { TFailedJob } from '@masar/contracts';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useFailedJobs } from '../api/get-failed-jobs';
import { useRetryJob } from '../api/retry-job';
import { FailedJobsTable } from './failed-jobs-table';

/** /dashboard/jobs: the background jobs that failed their last try, each with one more try on demand. */
export function FailedJobsPanel() {
  const { t } = useTranslation('admin');
  const failed = useFailedJobs();
  const { mutateAsync: retry } = useRetryJob();
  const [busyId, setBusyId] = useState<string | null>(null);

  const onRetry = useCallback(
    (job: TFailedJob) => {
      setBusyId(job._id);
      retry(job._id)
        .then(() => notify('success', t('jobs.retried')))
        .catch((error: unknown) => notify('error', errorText(error, 'generic')))
        .finally(() => setBusyId(null));
    },
    [retry, t],
  );

  if (failed.isPending) return <StatusSpinner label={t('common:status.loading')} className="py-16" />;
  if (failed.isError)
    return (
      <Notice tone="danger">
        <p>{errorText(failed.error, 'generic')}</p>
        <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void failed.refetch()}>
          {t('common:actions.retry')}
        </ActionButton>
      </Notice>
    );
  if (failed.data.jobs.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
        {t('jobs.empty')}
      </p>
    );
  return (
    <div aria-busy={failed.isFetching || undefined}>
      <FailedJobsTable jobs={failed.data.jobs} busyId={busyId} onRetry={onRetry} />
    </div>
  );
}
