import { zodResolver } from '@hookform/resolvers/zod';
import { ZResumeDataPatch, type TResume } from '@masar/contracts';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TFieldProblem } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { SkillsInput } from '../shared/skills-input';
import { StepShell, type TStepNav } from './step-shell';
import type { TStepSaver } from './types';

const ZStep = z.object({ skills: ZResumeDataPatch.shape.skills.unwrap() });

// an item's error (`skills.0`, from the server) when the list itself has none
const firstItemError = (errors: unknown) =>
  Array.isArray(errors) ? (errors as TFieldProblem[]).find((e) => typeof e === 'object' && e?.message) : undefined;

/** Step 7: skills, typed or picked from the bilingual list (written in the CV's language). */
export function SkillsStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const form = useForm({ resolver: zodResolver(ZStep), defaultValues: { skills: resume.data.skills } });
  const draft = (skills: string[]) => {
    const parsed = ZStep.shape.skills.safeParse(skills);
    return parsed.success ? { skills: parsed.data } : {};
  };
  return (
    <StepShell
      title={t('wizard.steps.skills')}
      description={t('wizard.skills.description')}
      form={form}
      keys={['skills']}
      toPatch={(values) => ({ skills: values.skills })}
      toDraft={(values) => draft(values.skills)}
      nav={nav}
      {...saver}
    >
      <Controller
        control={form.control}
        name="skills"
        render={({ field, fieldState }) => (
          <SkillsInput
            label={t('fields.skills')}
            hint={t('wizard.skills.hint')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            language={resume.language}
            error={fieldError(fieldState.error ?? firstItemError(form.formState.errors.skills))}
          />
        )}
      />
    </StepShell>
  );
}
