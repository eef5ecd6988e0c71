import type { TTrainer } from '@masar/contracts';
import { useRef, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { ModalDialog } from '@/components/ui/modal-dialog';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { notify } from '@/lib/toast';
import { useTranslation } from '@/lib/use-translation';
import { useTrainer } from '../api/get-trainer';
import { useCreateTrainer, useUpdateTrainer, useUploadTrainerPhoto } from '../api/save-trainer';
import { TrainerForm } from './trainer-form';

const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * Adds a trainer, or edits one read fresh from GET /trainers/{id}. The photo goes up after the
 * fields; a trainer created whose photo failed stays open in edit mode to try the photo again.
 */
export function TrainerDialog({ trainerId, onClose }: { trainerId: string | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [id, setId] = useState(trainerId);
  const trainer = useTrainer(id);
  const create = useCreateTrainer();
  const update = useUpdateTrainer();
  const photo = useUploadTrainerPhoto();
  // which call failed decides the default message (read after the await, so a ref, not state)
  const stage = useRef<'create' | 'update'>('create');
  const busy = create.isPending || update.isPending || photo.isPending;

  const save = async (body: Parameters<typeof create.mutateAsync>[0], file: File | null) => {
    stage.current = id ? 'update' : 'create';
    const saved: TTrainer = id ? await update.mutateAsync({ id, body }) : await create.mutateAsync(body);
    if (!id) setId(saved._id);
    if (file) {
      stage.current = 'update';
      await photo.mutateAsync({ id: saved._id, file });
    }
    notify('success', t(id ? 'trainers.done.updated' : 'trainers.done.created', { name: isolated(saved.name) }));
    onClose();
  };

  const describeError = (error: unknown) =>
    errorText(error, stage.current === 'update' ? 'update.trainer' : 'create.trainer');

  let body;
  if (id && trainer.isPending) body = <StatusSpinner label={t('common:status.loading')} className="py-10" />;
  else if (id && trainer.isError)
    body = (
      <Notice tone="danger">
        <p>{errorText(trainer.error, 'load.trainerDetails')}</p>
        <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void trainer.refetch()}>
          {t('common:actions.retry')}
        </ActionButton>
      </Notice>
    );
  else
    body = (
      <TrainerForm
        trainer={trainer.data ?? null}
        submitLabel={id ? t('trainers.save') : t('trainers.create')}
        onSubmit={save}
        onCancel={onClose}
        describeError={describeError}
      />
    );

  return (
    <ModalDialog
      open
      title={trainerId ? t('trainers.editTitle') : t('trainers.createTitle')}
      closeLabel={t('actions.close')}
      onClose={onClose}
      busy={busy}
      size="lg"
    >
      {body}
    </ModalDialog>
  );
}
