import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { inputClasses } from '@/components/ui/text-field';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import type { TCourseFormValues } from './course-form-schema';

type TLearnListFieldProps = {
  control: Control<TCourseFormValues>;
  register: UseFormRegister<TCourseFormValues>;
  errors: FieldErrors<TCourseFormValues>['whatYouWillLearn'];
};

const MAX_POINTS = 30;

/** "What you will learn": a list of short points, added and removed one by one. */
export function LearnListField({ control, register, errors }: TLearnListFieldProps) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const { fields, append, remove } = useFieldArray({ control, name: 'whatYouWillLearn' });
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-semibold text-ink">{t('courses.fields.whatYouWillLearn')}</legend>
      {fields.length === 0 && <p className="text-sm text-muted">{t('courses.fields.noPoints')}</p>}
      <ol className="grid gap-2">
        {fields.map((field, index) => {
          const error = fieldError(errors?.[index]?.text);
          const id = `learn-${field.id}`;
          return (
            <li key={field.id} className="grid gap-1">
              <div className="flex items-center gap-2">
                <label htmlFor={id} className="sr-only">
                  {t('courses.fields.point', { number: index + 1 })}
                </label>
                <input
                  id={id}
                  dir="auto"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                  className={inputClasses}
                  {...register(`whatYouWillLearn.${index}.text`)}
                />
                <button
                  type="button"
                  onClick={() => remove(index)}
                  aria-label={t('courses.fields.removePoint', { number: index + 1 })}
                  className="grid size-11 shrink-0 place-items-center rounded-lg border border-line text-danger hover:bg-danger/5"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </button>
              </div>
              {error && (
                <p id={`${id}-error`} className="text-sm text-danger">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <div>
        <ActionButton
          variant="outline"
          size="sm"
          disabled={fields.length >= MAX_POINTS}
          onClick={() => append({ text: '' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('courses.fields.addPoint')}
        </ActionButton>
      </div>
    </fieldset>
  );
}
