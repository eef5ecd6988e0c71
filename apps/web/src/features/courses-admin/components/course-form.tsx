import { zodResolver } from '@hookform/resolvers/zod';
import { COURSE_CATEGORIES, COURSE_LEVELS, LANGUAGES, VALIDATION, type TCourseDetails } from '@masar/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { errorText, type TErrorId } from '@/lib/error-text';
import { applyFieldErrors } from '@/lib/form-server-errors';
import { formatCurrencyName } from '@/lib/format-currency-name';
import { currentLanguage } from '@/lib/i18n';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useTrainerOptions } from '../api/get-trainer-options';
import {
  courseFormSchema,
  toCourseRequest,
  toFormValues,
  toMinorUnits,
  type TCourseBody,
  type TCourseFormValues,
} from './course-form-schema';
import { LearnListField } from './learn-list-field';

type TCourseFormProps = {
  /** the course being edited; null creates one */
  course: TCourseDetails | null;
  currency: string;
  submitLabel: string;
  onSubmit: (body: TCourseBody) => Promise<unknown>;
  /** SPEC section 8 default shown when the server sends no message */
  errorDefault: Extract<TErrorId, 'create.course' | 'update.course'>;
  onCancel?: () => void;
};

const FIELDS = [
  'title',
  'description',
  'category',
  'level',
  'language',
  'price',
  'trainerId',
  'whatYouWillLearn',
] as const;

/** Title, description, category, level, language, price, trainer and what-you-will-learn. */
export function CourseForm({ course, currency, submitLabel, onSubmit, errorDefault, onCancel }: TCourseFormProps) {
  const { t, i18n } = useTranslation('admin');
  const fieldError = useFieldError();
  const trainers = useTrainerOptions();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TCourseFormValues>({
    resolver: zodResolver(courseFormSchema(currency)),
    defaultValues: toFormValues(course, currentLanguage()),
  });
  const [failure, setFailure] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    const price = toMinorUnits(values.price, currency);
    if (price === null) {
      setError('price', { type: 'validate', message: VALIDATION.priceInvalid });
      return;
    }
    setFailure(null);
    try {
      await onSubmit(toCourseRequest(values, price));
    } catch (error) {
      if (!applyFieldErrors(error, setError, FIELDS)) setFailure(errorText(error, errorDefault));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-5">
      {failure && <Notice tone="danger">{failure}</Notice>}
      <TextField label={t('courses.fields.title')} dir="auto" error={fieldError(errors.title)} {...register('title')} />
      <TextareaField
        label={t('courses.fields.description')}
        rows={4}
        error={fieldError(errors.description)}
        {...register('description')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField label={t('courses.fields.category')} {...register('category')}>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('courses.fields.level')} {...register('level')}>
          {COURSE_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('courses.fields.language')} {...register('language')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('courses.fields.price', { currency: formatCurrencyName(currency, i18n.language) })}
          inputMode="decimal"
          hint={t('courses.fields.priceHint')}
          error={fieldError(errors.price)}
          {...register('price')}
        />
        {trainers.isPending ? (
          // registered once the options exist, so the course's trainer is selected from the start
          <SelectField
            label={t('courses.fields.trainer')}
            className="sm:col-span-2"
            disabled
            value=""
            onChange={() => undefined}
          >
            <option value="">{t('common:status.loading')}</option>
          </SelectField>
        ) : (
          <SelectField
            label={t('courses.fields.trainer')}
            className="sm:col-span-2"
            error={trainers.isError ? errorText(trainers.error, 'load.trainers') : fieldError(errors.trainerId)}
            {...register('trainerId')}
          >
            <option value="">{t('courses.fields.noTrainer')}</option>
            {course?.trainer && !trainers.data?.some((trainer) => trainer._id === course.trainer?._id) && (
              <option value={course.trainer._id}>{course.trainer.name}</option>
            )}
            {trainers.data?.map((trainer) => (
              <option key={trainer._id} value={trainer._id}>
                {trainer.title
                  ? t('courses.fields.trainerOption', { name: trainer.name, title: trainer.title })
                  : trainer.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <LearnListField control={control} register={register} errors={errors.whatYouWillLearn} />
      <div className="flex flex-wrap justify-end gap-3">
        {onCancel && (
          <ActionButton variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('actions.cancel')}
          </ActionButton>
        )}
        <ActionButton type="submit" loading={isSubmitting}>
          {submitLabel}
        </ActionButton>
      </div>
    </form>
  );
}
