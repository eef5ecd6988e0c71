import { zodResolver } from '@hookform/resolvers/zod';
import { CAREER_LEVELS, INDUSTRIES, ZResumeDataPatch, ZResumePersonalStep, type TResume } from '@masar/contracts';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { useTranslation } from '@/lib/use-translation';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import type { TDataPatch } from '../../hooks/use-draft-saver';
import { cvDirection } from '../../lib/cv-labels';
import { StepShell, type TStepNav } from './step-shell';
import type { TStepSaver } from './types';

const KEYS = ['name', 'email', 'phone', 'address', 'jobTitle', 'industry', 'level', 'summary'] as const;
type TValues = z.input<typeof ZResumePersonalStep>;

/** Each field that is valid on its own is saved; the others wait until they are. */
function toDraft(values: TValues): TDataPatch {
  const draft: Record<string, unknown> = {};
  for (const key of KEYS) {
    const parsed = ZResumeDataPatch.shape[key].safeParse(values[key] ?? '');
    if (parsed.success) draft[key] = parsed.data;
  }
  return draft;
}

/** Step 2: who the learner is and what they do (SPEC section 3). */
export function PersonalStep({ resume, nav, saver }: { resume: TResume; nav: TStepNav; saver: TStepSaver }) {
  const { t } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const form = useForm({
    resolver: zodResolver(ZResumePersonalStep),
    defaultValues: {
      name: resume.data.name,
      email: resume.data.email,
      phone: resume.data.phone,
      address: resume.data.address,
      jobTitle: resume.data.jobTitle,
      industry: resume.data.industry,
      level: resume.data.level,
      summary: resume.data.summary,
    },
  });
  const { register } = form;
  const errors = form.formState.errors;
  const cv = { lang: resume.language, dir: cvDirection(resume.language) };

  return (
    <StepShell
      title={t('wizard.steps.personal')}
      description={t('wizard.personal.description')}
      form={form}
      keys={KEYS}
      toPatch={(values) => values}
      toDraft={toDraft}
      nav={nav}
      {...saver}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('fields.name')}
          autoComplete="name"
          required
          {...cv}
          error={fieldError(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('fields.jobTitle')}
          autoComplete="organization-title"
          required
          {...cv}
          error={fieldError(errors.jobTitle)}
          {...register('jobTitle')}
        />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          required
          dir="ltr"
          error={fieldError(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('fields.phone')}
          type="tel"
          autoComplete="tel"
          dir="ltr"
          placeholder="+20 10 1234 5678"
          error={fieldError(errors.phone)}
          {...register('phone')}
        />
        <TextField
          label={t('fields.address')}
          autoComplete="address-level2"
          {...cv}
          className="sm:col-span-2"
          error={fieldError(errors.address)}
          {...register('address')}
        />
        <SelectField label={t('fields.industry')} error={fieldError(errors.industry)} {...register('industry')}>
          <option value="">{t('fields.choose')}</option>
          {INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {t(`industries.${industry}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('fields.level')} error={fieldError(errors.level)} {...register('level')}>
          <option value="">{t('fields.choose')}</option>
          {CAREER_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`levels.${level}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextareaField
        label={t('fields.summary')}
        hint={t('wizard.personal.summaryHint')}
        rows={5}
        {...cv}
        error={fieldError(errors.summary)}
        {...register('summary')}
      />
    </StepShell>
  );
}
