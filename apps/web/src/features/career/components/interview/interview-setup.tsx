import {
  CAREER_LEVELS,
  INTERVIEW_KINDS,
  INTERVIEW_QUESTIONS_MAX,
  INTERVIEW_QUESTIONS_MIN,
  LANGUAGES,
  type TCareerLevel,
  type TInterviewKind,
  type TLanguage,
} from '@masar/contracts';
import { clsx } from 'clsx';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useRoles } from '../../api/get-roles';
import { useStartInterview } from '../../api/start-interview';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { RoleSelect } from '../skills/role-select';

const COUNTS = Array.from(
  { length: INTERVIEW_QUESTIONS_MAX - INTERVIEW_QUESTIONS_MIN + 1 },
  (_, i) => INTERVIEW_QUESTIONS_MIN + i,
);
const radioCard = (checked: boolean) =>
  clsx(
    'flex cursor-pointer items-start gap-3 rounded-xl border-2 p-4 has-focus-visible:outline-3 has-focus-visible:outline-accent-500',
    checked ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface hover:border-brand-300',
  );

/** A new practice session: language, role, level, kind of questions and how many. */
export function InterviewSetup() {
  const { t, i18n } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const navigate = useNavigate();
  const roles = useRoles();
  const start = useStartInterview();
  const [language, setLanguage] = useState<TLanguage>(i18n.language === 'en' ? 'en' : 'ar');
  const [roleId, setRoleId] = useState('');
  const [level, setLevel] = useState<TCareerLevel>('junior');
  const [kind, setKind] = useState<TInterviewKind>('behavioural');
  const [count, setCount] = useState(5);
  const [roleError, setRoleError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!roleId) return setRoleError('career.validation.required');
    setRoleError(undefined);
    start.mutate(
      { roleId, level, kind, language, questionCount: count },
      { onSuccess: (session) => void navigate(paths.careerInterviewSession.getHref(session._id)) },
    );
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="interview-setup-title"
      className="grid gap-6 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="interview-setup-title" className="text-xl font-bold text-ink">
        {t('interview.setupTitle')}
      </h2>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('interview.languageLegend')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {LANGUAGES.map((value) => (
            <label key={value} className={radioCard(language === value)}>
              <input
                type="radio"
                name="interview-language"
                value={value}
                checked={language === value}
                onChange={() => setLanguage(value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span className="font-bold text-ink">{t(`cvLanguage.${value}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-3">
        <RoleSelect
          roles={roles.data ?? []}
          label={t('fields.targetRole')}
          value={roleId}
          disabled={roles.isPending}
          error={fieldError(roleError)}
          onChange={(event) => setRoleId(event.target.value)}
        />
        <SelectField
          label={t('fields.level')}
          value={level}
          onChange={(event) => setLevel(event.target.value as TCareerLevel)}
        >
          {CAREER_LEVELS.map((value) => (
            <option key={value} value={value}>
              {t(`levels.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('interview.count')}
          value={count}
          onChange={(event) => setCount(Number(event.target.value))}
        >
          {COUNTS.map((value) => (
            <option key={value} value={value}>
              {formatNumber(value, i18n.language)}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('interview.kindLegend')}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          {INTERVIEW_KINDS.map((value) => (
            <label key={value} className={radioCard(kind === value)}>
              <input
                type="radio"
                name="interview-kind"
                value={value}
                checked={kind === value}
                onChange={() => setKind(value)}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                <span className="block font-bold text-ink">{t(`interview.kinds.${value}.title`)}</span>
                <span className="block text-sm text-muted">{t(`interview.kinds.${value}.body`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {roles.isError && <Notice tone="danger">{errorText(roles.error, 'generic')}</Notice>}
      {start.isError && <Notice tone="danger">{errorText(start.error, 'generic')}</Notice>}
      <ActionButton
        type="submit"
        className="justify-self-start"
        loading={start.isPending}
        loadingText={t('interview.starting')}
      >
        {t('interview.start')}
      </ActionButton>
    </form>
  );
}
