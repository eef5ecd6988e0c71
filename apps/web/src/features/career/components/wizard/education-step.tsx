import { zodResolver } from '@hookform/resolvers/zod';
import { ZResumeEducationStep, type TResume } from '@masar/contracts';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { cvDirection } from '../../lib/cv-labels';
import { dropBlankRows, listDraft } from '../../lib/list-rows';
import { ListFieldset, ListItems } from './list-fieldset';
import { StepShell, type TStepNav } from './step-shell';
import type { TStepSaver } from './types';

const ZStep = z.object({ education: ZResumeEducationStep });
const EMPTY = { institute: '', degree: '', date: '', description: '' };

/** Step 5: schools and degrees. */
export function EducationStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const stored = resume.data.education;
  const form = useForm({
    resolver: zodResolver(ZStep),
    defaultValues: { education: stored.length ? stored : [EMPTY] },
  });
  const rows = useFieldArray({ control: form.control, name: 'education' });
  const cv = { lang: resume.language, dir: cvDirection(resume.language) };
  const { register } = form;

  return (
    <StepShell
      title={t('wizard.steps.education')}
      description={t('wizard.education.description')}
      form={form}
      keys={['education']}
      toPatch={(values) => ({ education: values.education })}
      toDraft={(values) => listDraft('education', values.education)}
      beforeNext={() => dropBlankRows(form.getValues('education'), (kept) => form.setValue('education', kept))}
      nav={nav}
      {...saver}
    >
      <ListItems
        count={rows.fields.length}
        emptyText={t('wizard.education.empty')}
        addLabel={t('wizard.education.add')}
        onAdd={() => rows.append(EMPTY)}
      >
        {rows.fields.map((field, index) => {
          const errors = form.formState.errors.education?.[index];
          return (
            <ListFieldset
              key={field.id}
              legend={t('wizard.education.item', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('fields.institute')}
                  required
                  {...cv}
                  error={fieldError(errors?.institute)}
                  {...register(`education.${index}.institute`)}
                />
                <TextField
                  label={t('fields.degree')}
                  {...cv}
                  error={fieldError(errors?.degree)}
                  {...register(`education.${index}.degree`)}
                />
                <TextField
                  label={t('fields.date')}
                  hint={t('fields.dateHint')}
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="2020"
                  error={fieldError(errors?.date)}
                  {...register(`education.${index}.date`)}
                />
              </div>
              <TextareaField
                label={t('fields.description')}
                rows={3}
                {...cv}
                error={fieldError(errors?.description)}
                {...register(`education.${index}.description`)}
              />
            </ListFieldset>
          );
        })}
      </ListItems>
    </StepShell>
  );
}
