import { LECTURE_KINDS, type TCourseDetails } from '@masar/contracts';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import type { TLectureFormValues } from './lecture-form-schema';

type TLectureFieldsProps = { form: UseFormReturn<TLectureFormValues>; course: TCourseDetails; failure: string | null };

/** Title, kind, section, length, free-preview flag and, for a text lecture, its text. */
export function LectureFields({ form, course, failure }: TLectureFieldsProps) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const kind = useWatch({ control, name: 'kind' });
  const durationError = fieldError(errors.minutes ?? errors.seconds);
  return (
    <>
      {failure && <Notice tone="danger">{failure}</Notice>}
      <TextField label={t('lecture.title')} dir="auto" error={fieldError(errors.title)} {...register('title')} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t('lecture.kind')} {...register('kind')}>
          {LECTURE_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`lectureKinds.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('lecture.section')} {...register('sectionId')}>
          {course.units.map((unit) => (
            <optgroup key={unit._id} label={unit.title}>
              {unit.sections.map((section) => (
                <option key={section._id} value={section._id}>
                  {section.title}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
      </div>
      {kind !== 'quiz' && (
        <fieldset className="grid gap-2" aria-describedby={durationError ? 'lecture-duration-error' : undefined}>
          <legend className="mb-1.5 text-sm font-semibold text-ink">{t('lecture.duration')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:max-w-sm">
            <TextField
              label={t('lecture.minutes')}
              type="number"
              inputMode="numeric"
              min={0}
              aria-invalid={errors.minutes ? true : undefined}
              {...register('minutes')}
            />
            <TextField
              label={t('lecture.seconds')}
              type="number"
              inputMode="numeric"
              min={0}
              max={59}
              aria-invalid={errors.seconds ? true : undefined}
              {...register('seconds')}
            />
          </div>
          {durationError && (
            <p id="lecture-duration-error" className="text-sm text-danger">
              {durationError}
            </p>
          )}
        </fieldset>
      )}
      <div className="grid gap-1">
        <label className="flex items-center gap-2 font-semibold text-ink">
          <input type="checkbox" className="size-4 accent-brand-700" {...register('isPreview')} />
          {t('lecture.isPreview')}
        </label>
        <p className="text-sm text-muted">{t('lecture.isPreviewHint')}</p>
      </div>
      {kind === 'text' && (
        <TextareaField label={t('lecture.body')} rows={8} error={fieldError(errors.body)} {...register('body')} />
      )}
    </>
  );
}
