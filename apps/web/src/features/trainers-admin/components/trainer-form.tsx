import { zodResolver } from '@hookform/resolvers/zod';
import { TRAINER_SPECIALTIES, type TTrainer } from '@masar/contracts';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import type { TTrainerBody } from '../api/save-trainer';
import { PhotoField, checkPhoto } from './photo-field';
import { ZTrainerForm, toTrainerBody, toTrainerValues, type TTrainerFormValues } from './trainer-form-schema';

const FIELDS = ['name', 'title', 'bio', 'specialty', 'experienceYears'] as const;

type TTrainerFormProps = {
  trainer: TTrainer | null;
  submitLabel: string;
  /** saves the fields and then the photo; throws with the message to show */
  onSubmit: (body: TTrainerBody, photo: File | null) => Promise<void>;
  onCancel: () => void;
  /** turns a failed save into the text to show (server message, else the SPEC default) */
  describeError: (error: unknown) => string;
};

/** Name, title, bio, specialty, years of experience and photo. */
export function TrainerForm({ trainer, submitLabel, onSubmit, onCancel, describeError }: TTrainerFormProps) {
  const { t } = useTranslation('admin');
  // the form's own keys ('trainers.nameRequired') live in the admin namespace
  const message = useFieldError('admin');
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<TTrainerFormValues>({ resolver: zodResolver(ZTrainerForm), defaultValues: toTrainerValues(trainer) });
  const name = useWatch({ control, name: 'name' });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(toTrainerBody(values), photo);
      setPhoto(null);
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setFailure(describeError(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      {failure && <Notice tone="danger">{failure}</Notice>}
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('trainers.fields.name')}
          dir="auto"
          autoComplete="off"
          error={message(errors.name)}
          {...register('name')}
        />
        <TextField label={t('trainers.fields.title')} dir="auto" error={message(errors.title)} {...register('title')} />
        <SelectField label={t('trainers.fields.specialty')} {...register('specialty')}>
          {TRAINER_SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty}>
              {t(`specialties.${specialty}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('trainers.fields.experienceYears')}
          type="number"
          inputMode="numeric"
          min={0}
          max={80}
          error={message(errors.experienceYears)}
          {...register('experienceYears')}
        />
      </div>
      <TextareaField label={t('trainers.fields.bio')} rows={5} error={message(errors.bio)} {...register('bio')} />
      <PhotoField
        currentUrl={trainer?.photoUrl ?? null}
        file={photo}
        error={photoError}
        name={name}
        disabled={isSubmitting}
        onFile={(file) => {
          const problem = checkPhoto(file);
          setPhotoError(problem ? t(problem) : null);
          setPhoto(problem ? null : file);
        }}
      />
      <div className="flex flex-wrap justify-end gap-3">
        <ActionButton variant="ghost" onClick={onCancel} disabled={isSubmitting}>
          {t('actions.cancel')}
        </ActionButton>
        <ActionButton type="submit" loading={isSubmitting}>
          {submitLabel}
        </ActionButton>
      </div>
    </form>
  );
}
