import type { TTrainer } from '@masar/contracts';
import { Plus } from 'lucide-react';
import { useCallback, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Notice } from '@/components/ui/notice';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useTrainers } from '../api/get-trainers';
import { useDeleteTrainer } from '../api/save-trainer';
import { TRAINERS_PAGE_SIZE, useTrainersFilters } from '../hooks/use-trainers-filters';
import { TrainerDialog } from './trainer-dialog';
import { TrainersFilters } from './trainers-filters';
import { TrainersTable } from './trainers-table';

const isolated = (text: string) => `\u2068${text}\u2069`;

/** /dashboard/trainers: the trainers with search, specialty and paging; add, edit, delete. */
export function TrainersAdminPanel() {
  const { t } = useTranslation('admin');
  const { filters, page, query, update, reset } = useTrainersFilters();
  const trainers = useTrainers(query);
  const deleteTrainer = useDeleteTrainer();
  // null: closed; 'new': adding; an id: editing that trainer
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TTrainer | null>(null);

  const onEdit = useCallback((trainer: TTrainer) => setEditing(trainer._id), []);
  const onDelete = useCallback((trainer: TTrainer) => setDeleting(trainer), []);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await deleteTrainer.mutateAsync(deleting._id);
      notify('success', t('trainers.done.deleted', { name: isolated(deleting.name) }));
    } catch (error) {
      notify('error', errorText(error, 'delete.trainer'));
    } finally {
      setDeleting(null);
    }
  };

  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex justify-end">
        <ActionButton onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" className="size-4" />
          {t('trainers.new')}
        </ActionButton>
      </div>
      <TrainersFilters key={filters.q ?? ''} filters={filters} onChange={update} onReset={reset} />
      {trainers.isPending ? (
        <StatusSpinner label={t('common:status.loading')} className="py-16" />
      ) : trainers.isError ? (
        <Notice tone="danger">
          <p>{errorText(trainers.error, 'load.trainers')}</p>
          <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void trainers.refetch()}>
            {t('common:actions.retry')}
          </ActionButton>
        </Notice>
      ) : trainers.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">
          {t('trainers.empty')}
        </p>
      ) : (
        <div
          className={trainers.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={trainers.isFetching || undefined}
        >
          <TrainersTable
            trainers={trainers.data.items}
            total={trainers.data.total}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        </div>
      )}
      {trainers.data && trainers.data.total > 0 && (
        <PaginationBar
          page={page}
          pageSize={TRAINERS_PAGE_SIZE}
          total={trainers.data.total}
          onPage={(next) => update({ page: next })}
        />
      )}
      {editing && <TrainerDialog trainerId={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t('trainers.confirmDelete.title', { name: isolated(deleting.name) }) : ''}
        confirmLabel={t('trainers.actions.delete')}
        cancelLabel={t('actions.cancel')}
        tone="danger"
        loading={deleteTrainer.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('trainers.confirmDelete.body')}</p>
      </ConfirmDialog>
    </div>
  );
}
