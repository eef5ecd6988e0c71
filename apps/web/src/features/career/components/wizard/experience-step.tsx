import { zodResolver } from '@hookform/resolvers/zod';
import { CAREER_VALIDATION, ZResumeExperienceStep, type TResume } from '@masar/contracts';
import { useFieldArray, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { useTranslation } from '@/lib/use-translation';
import type { TStepNav } from './step-shell';
import { StepShell } from './step-shell';
import { ExperienceItem, type TExperienceRow } from './experience-item';
import { ListFieldset, ListItems } from './list-fieldset';
import { dropBlankRows, listDraft } from '../../lib/list-rows';
import type { TStepSaver } from './types';

const ZStep = z.object({ experience: ZResumeExperienceStep });
type TValues = { experience: TExperienceRow[] };
type TOutput = z.output<typeof ZStep>;

const EMPTY: TExperienceRow = { company: '', jobTitle: '', from: '', to: '', stillWorking: false, description: '' };

/**
 * The contract checks "company and job title" in one rule and reports it on `company`; the
 * message belongs under whichever of the two is empty.
 */
const baseResolver = zodResolver(ZStep);
const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
  const result = await baseResolver(values, context, options as never);
  const list = (result.errors as FieldErrors<TValues>).experience;
  if (Array.isArray(list)) {
    list.forEach((itemErrors, i) => {
      const row = values.experience[i];
      if (
        !itemErrors?.company ||
        !row ||
        row.company.trim() === '' ||
        itemErrors.company.message !== CAREER_VALIDATION.required
      )
        return;
      delete itemErrors.company;
      itemErrors.jobTitle ??= { type: 'custom', message: CAREER_VALIDATION.required };
    });
  }
  return result;
};

/** Step 4: jobs, newest first as the learner enters them; "still working here" hides the end date. */
export function ExperienceStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const stored = resume.data.experience;
  const form = useForm<TValues, unknown, TOutput>({
    resolver,
    defaultValues: { experience: stored.length ? stored : [EMPTY] },
  });
  const rows = useFieldArray({ control: form.control, name: 'experience' });

  return (
    <StepShell
      title={t('wizard.steps.experience')}
      description={t('wizard.experience.description')}
      form={form}
      keys={['experience']}
      toPatch={(values) => ({ experience: values.experience })}
      toDraft={(values) => listDraft('experience', values.experience)}
      beforeNext={() => dropBlankRows(form.getValues('experience'), (kept) => form.setValue('experience', kept))}
      nav={nav}
      {...saver}
    >
      <ListItems
        count={rows.fields.length}
        emptyText={t('wizard.experience.empty')}
        addLabel={t('wizard.experience.add')}
        onAdd={() => rows.append(EMPTY)}
      >
        {rows.fields.map((field, index) => (
          <ListFieldset
            key={field.id}
            legend={t('wizard.experience.item', { n: index + 1 })}
            onRemove={() => rows.remove(index)}
          >
            <ExperienceItem form={form} index={index} language={resume.language} />
          </ListFieldset>
        ))}
      </ListItems>
    </StepShell>
  );
}
