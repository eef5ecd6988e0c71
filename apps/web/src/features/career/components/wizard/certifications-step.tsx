import { zodResolver } from '@hookform/resolvers/zod';
import { ZResumeCertificationStep, type TResume } from '@masar/contracts';
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

const ZStep = z.object({ certifications: ZResumeCertificationStep });
const EMPTY = { name: '', institute: '', date: '', description: '', link: '' };

/** Step 6: certificates, with an optional link to check them. */
export function CertificationsStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const stored = resume.data.certifications;
  const form = useForm({
    resolver: zodResolver(ZStep),
    defaultValues: { certifications: stored.length ? stored : [EMPTY] },
  });
  const rows = useFieldArray({ control: form.control, name: 'certifications' });
  const cv = { lang: resume.language, dir: cvDirection(resume.language) };
  const { register } = form;

  return (
    <StepShell
      title={t('wizard.steps.certifications')}
      description={t('wizard.certifications.description')}
      form={form}
      keys={['certifications']}
      toPatch={(values) => ({ certifications: values.certifications })}
      toDraft={(values) => listDraft('certifications', values.certifications)}
      beforeNext={() =>
        dropBlankRows(form.getValues('certifications'), (kept) => form.setValue('certifications', kept))
      }
      nav={nav}
      {...saver}
    >
      <ListItems
        count={rows.fields.length}
        emptyText={t('wizard.certifications.empty')}
        addLabel={t('wizard.certifications.add')}
        onAdd={() => rows.append(EMPTY)}
      >
        {rows.fields.map((field, index) => {
          const errors = form.formState.errors.certifications?.[index];
          return (
            <ListFieldset
              key={field.id}
              legend={t('wizard.certifications.item', { n: index + 1 })}
              onRemove={() => rows.remove(index)}
            >
              <div className="grid gap-4 sm:grid-cols-2">
                <TextField
                  label={t('fields.certificateName')}
                  required
                  {...cv}
                  error={fieldError(errors?.name)}
                  {...register(`certifications.${index}.name`)}
                />
                <TextField
                  label={t('fields.issuer')}
                  {...cv}
                  error={fieldError(errors?.institute)}
                  {...register(`certifications.${index}.institute`)}
                />
                <TextField
                  label={t('fields.date')}
                  hint={t('fields.dateHint')}
                  inputMode="numeric"
                  dir="ltr"
                  placeholder="2023-03"
                  error={fieldError(errors?.date)}
                  {...register(`certifications.${index}.date`)}
                />
                <TextField
                  label={t('fields.link')}
                  type="url"
                  dir="ltr"
                  placeholder="https://"
                  error={fieldError(errors?.link)}
                  {...register(`certifications.${index}.link`)}
                />
              </div>
              <TextareaField
                label={t('fields.description')}
                rows={2}
                {...cv}
                error={fieldError(errors?.description)}
                {...register(`certifications.${index}.description`)}
              />
            </ListFieldset>
          );
        })}
      </ListItems>
    </StepShell>
  );
}
