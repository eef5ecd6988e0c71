import { zodResolver } from '@hookform/resolvers/zod';
import { CAREER_VALIDATION, LANGUAGE_PROFICIENCIES, ZResumeDataPatch, type TResume } from '@masar/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { cvDirection } from '../../lib/cv-labels';
import { dropBlankRows, listDraft } from '../../lib/list-rows';
import { ListFieldset, ListItems } from './list-fieldset';
import { StepShell, type TStepNav } from './step-shell';
import type { TStepSaver } from './types';

// a level without the language it describes says nothing
const ZStep = z.object({
  languages: ZResumeDataPatch.shape.languages.unwrap().superRefine((languages, ctx) => {
    languages.forEach((item, i) => {
      if (!item.name) ctx.addIssue({ code: 'custom', message: CAREER_VALIDATION.required, path: [i, 'name'] });
    });
  }),
});
const EMPTY = { name: '', proficiency: '' as const };

/** Step 8 (last): languages and how well the learner speaks them. */
export function LanguagesStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const stored = resume.data.languages;
  const form = useForm({
    resolver: zodResolver(ZStep),
    defaultValues: { languages: stored.length ? stored : [EMPTY] },
  });
  const rows = useFieldArray({ control: form.control, name: 'languages' });
  const cv = { lang: resume.language, dir: cvDirection(resume.language) };
  const { register } = form;

  return (
    <StepShell
      title={t('wizard.steps.languages')}
      description={t('wizard.languages.description')}
      form={form}
      keys={['languages']}
      toPatch={(values) => ({ languages: values.languages })}
      toDraft={(values) => listDraft('languages', values.languages)}
      beforeNext={() => dropBlankRows(form.getValues('languages'), (kept) => form.setValue('languages', kept))}
      nav={nav}
      {...saver}
    >
      <ListItems
        count={rows.fields.length}
        emptyText={t('wizard.languages.empty')}
        addLabel={t('wizard.languages.add')}
        onAdd={() => rows.append(EMPTY)}
      >
        {rows.fields.map((field, index) => {
          const errors = form.formState.errors.languages?.[index];
          return (
            <ListFieldset
              key={field.id}
              legend={t('wizard.languages.item', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('fields.languageName')}
                  {...cv}
                  error={fieldError(errors?.name)}
                  {...register(`languages.${index}.name`)}
                />
                <SelectField
                  label={t('fields.proficiency')}
                  error={fieldError(errors?.proficiency)}
                  {...register(`languages.${index}.proficiency`)}
                >
                  <option value="">{t('fields.choose')}</option>
                  {LANGUAGE_PROFICIENCIES.map((level) => (
                    <option key={level} value={level}>
                      {t(`proficiency.${level}`)}
                    </option>
                  ))}
                </SelectField>
              </div>
            </ListFieldset>
          );
        })}
      </ListItems>
    </StepShell>
  );
}
