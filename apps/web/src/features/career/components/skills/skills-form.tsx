import { ZSkillsAnalysisRequest, type TSkillsAnalysisRequest } from '@masar/contracts';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { SelectField } from '@/components/ui/select-field';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { useResumes } from '../../api/get-resumes';
import { useReviews } from '../../api/get-reviews';
import { useRoles } from '../../api/get-roles';
import { useCareerFieldError } from '../../hooks/use-career-field-error';
import { SkillsInput } from '../shared/skills-input';
import { RoleSelect } from './role-select';

type TSkillsFormProps = {
  /** `resume:<id>` or `review:<id>` to start from (from the URL) */
  initialSource: string;
  pending: boolean;
  error: unknown;
  onSubmit: (request: TSkillsAnalysisRequest) => void;
};

/** The target role, and the learner's skills: typed, and/or those of a saved CV or a reviewed upload. */
export function SkillsForm({ initialSource, pending, error, onSubmit }: TSkillsFormProps) {
  const { t, i18n } = useTranslation('career');
  const fieldError = useCareerFieldError();
  const roles = useRoles();
  const resumes = useResumes();
  const reviews = useReviews();
  const [roleId, setRoleId] = useState('');
  const [skills, setSkills] = useState<string[]>([]);
  const [source, setSource] = useState(initialSource);
  const [errors, setErrors] = useState<{ roleId?: string; skills?: string }>({});
  const lang = i18n.language === 'en' ? 'en' : 'ar';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const [kind, id] = source.split(':');
    const request = {
      roleId,
      ...(skills.length ? { skills } : {}),
      ...(kind === 'resume' && id ? { resumeId: id } : {}),
      ...(kind === 'review' && id ? { reviewId: id } : {}),
    };
    const parsed = ZSkillsAnalysisRequest.safeParse(request);
    if (!parsed.success) {
      const found: typeof errors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'roleId' ? 'roleId' : 'skills';
        found[key] ??= key === 'roleId' ? 'career.validation.required' : issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    onSubmit(parsed.data);
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="skills-form-title"
      className="grid gap-5 rounded-xl border border-line bg-surface p-5 shadow-card sm:p-7"
    >
      <h2 id="skills-form-title" className="text-xl font-bold text-ink">
        {t('skills.formTitle')}
      </h2>
      {roles.isError && <Notice tone="danger">{errorText(roles.error, 'generic')}</Notice>}
      <RoleSelect
        roles={roles.data ?? []}
        label={t('fields.targetRole')}
        value={roleId}
        disabled={roles.isPending}
        error={fieldError(errors.roleId)}
        onChange={(event) => setRoleId(event.target.value)}
      />
      <SkillsInput
        label={t('skills.yourSkills')}
        hint={t('skills.yourSkillsHint')}
        value={skills}
        onChange={setSkills}
        language={lang}
        error={fieldError(errors.skills)}
      />
      <SelectField label={t('skills.fromCv')} value={source} onChange={(event) => setSource(event.target.value)}>
        <option value="">{t('skills.noCv')}</option>
        {resumes.data && resumes.data.length > 0 && (
          <optgroup label={t('resumes.title')}>
            {resumes.data.map((resume) => (
              <option key={resume._id} value={`resume:${resume._id}`}>
                {resume.title}
              </option>
            ))}
          </optgroup>
        )}
        {reviews.data && reviews.data.length > 0 && (
          <optgroup label={t('review.pastTitle')}>
            {reviews.data.map((review) => (
              <option key={review._id} value={`review:${review._id}`}>
                {`${review.fileName} (${formatDate(review.createdAt, i18n.language)})`}
              </option>
            ))}
          </optgroup>
        )}
      </SelectField>
      {error !== null && error !== undefined && <Notice tone="danger">{errorText(error, 'generic')}</Notice>}
      <ActionButton type="submit" className="justify-self-start" loading={pending} loadingText={t('skills.analyzing')}>
        {t('skills.submit')}
      </ActionButton>
    </form>
  );
}
