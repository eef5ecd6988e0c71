import type { TLanguage } from '@masar/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { cvDirection } from '../../lib/cv-labels';

export type TExperienceRow = {
  company: string;
  jobTitle: string;
  from: string;
  to: string;
  stillWorking: boolean;
  description: string;
};

/** The fields of one job; the end date is hidden (and not sent) while "still working here" is ticked. */
export function ExperienceItem<TOut>({
  form,
  index,
  language,
}: {
  form: UseFormReturn<{ experience: TExperienceRow[] }, unknown, TOut>;
  index: number;
  language: TLanguage;
}) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const { register } = form;
  const errors = form.formState.errors.experience?.[index];
  const stillWorking = useWatch({ control: form.control, name: `experience.${index}.stillWorking` });
  const cv = { lang: language, dir: cvDirection(language) };
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('fields.jobTitle')}
          required
          {...cv}
          error={fieldError(errors?.jobTitle)}
          {...register(`experience.${index}.jobTitle`)}
        />
        <TextField
          label={t('fields.company')}
          required
          {...cv}
          error={fieldError(errors?.company)}
          {...register(`experience.${index}.company`)}
        />
        <TextField
          label={t('fields.from')}
          hint={t('fields.dateHint')}
          inputMode="numeric"
          dir="ltr"
          placeholder="2022-09"
          error={fieldError(errors?.from)}
          {...register(`experience.${index}.from`)}
        />
        {!stillWorking && (
          <TextField
            label={t('fields.to')}
            hint={t('fields.dateHint')}
            inputMode="numeric"
            dir="ltr"
            placeholder="2024-05"
            error={fieldError(errors?.to)}
            {...register(`experience.${index}.to`)}
          />
        )}
      </div>
      <label className="inline-flex items-center gap-2 text-sm font-semibold text-ink">
        <input type="checkbox" className="size-4 accent-brand-700" {...register(`experience.${index}.stillWorking`)} />
        {t('fields.stillWorking')}
      </label>
      <TextareaField
        label={t('fields.description')}
        hint={t('wizard.experience.descriptionHint')}
        rows={4}
        {...cv}
        error={fieldError(errors?.description)}
        {...register(`experience.${index}.description`)}
      />
    </>
  );
}
