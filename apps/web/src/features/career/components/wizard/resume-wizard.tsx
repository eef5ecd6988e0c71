import { RESUME_WIZARD_STEPS, type TResume, type TResumeWizardStep } from '@masar/contracts';
import type { ComponentType, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useResume } from '../../api/get-resume';
import { isNotFound } from '../../api/retry';
import { useDraftSaver } from '../../hooks/use-draft-saver';
import { hasPreviewContent, ResumePreview } from '../resume/resume-preview';
import { CertificationsStep } from './certifications-step';
import { EducationStep } from './education-step';
import { ExperienceStep } from './experience-step';
import { LanguageStep } from './language-step';
import { LanguagesStep } from './languages-step';
import { LinksStep } from './links-step';
import { PersonalStep } from './personal-step';
import { SkillsStep } from './skills-step';
import type { TStepNav } from './step-shell';
import type { TStepSaver } from './types';
import { WizardProgress } from './wizard-progress';

type TDataStep = Exclude<TResumeWizardStep, 'language'>;
const STEPS: Record<TDataStep, ComponentType<{ resume: TResume; nav: TStepNav; saver: TStepSaver }>> = {
  personal: PersonalStep,
  links: LinksStep,
  experience: ExperienceStep,
  education: EducationStep,
  certifications: CertificationsStep,
  skills: SkillsStep,
  languages: LanguagesStep,
};

export const isWizardStep = (value: string | null): value is TResumeWizardStep =>
  (RESUME_WIZARD_STEPS as readonly string[]).includes(value ?? '');

/**
 * The create-CV wizard (SPEC section 2): language, personal info, links, experience, education,
 * certifications, skills, languages. Without `resumeId` only the language step shows; it creates
 * the CV, and from then on each step saves into it and the URL names the CV and the step.
 */
export function ResumeWizard({ resumeId, step }: { resumeId?: string; step: TResumeWizardStep }) {
  const { t } = useTranslation('career');
  const navigate = useNavigate();
  const resume = useResume(resumeId);
  // set by the wizard's own moves: the new step's heading then takes focus (not on arrival)
  const focusHeading = (useLocation().state as { focusStep?: boolean } | null)?.focusStep === true;

  if (!resumeId) {
    return (
      <WizardLayout current="language" reachable={false} onGo={() => undefined}>
        <LanguageStep
          focusHeading={false}
          onDone={(created) =>
            void navigate(paths.careerResumeEdit.getHref(created._id, 'personal'), {
              replace: true,
              state: { focusStep: true },
            })
          }
        />
      </WizardLayout>
    );
  }
  if (resume.isPending) return <StatusSpinner label={t('wizard.loading')} showLabel className="py-16" />;
  if (resume.isError) {
    return (
      <Notice tone="danger">
        <p>{isNotFound(resume.error) ? t('resume.notFound') : errorText(resume.error, 'generic')}</p>
        <Link to={paths.careerResumes.getHref()} className="mt-2 inline-block font-semibold underline">
          {t('resumes.backToList')}
        </Link>
      </Notice>
    );
  }
  return <LoadedWizard resume={resume.data} step={step} focusHeading={focusHeading} />;
}

function LoadedWizard({
  resume,
  step,
  focusHeading,
}: {
  resume: TResume;
  step: TResumeWizardStep;
  focusHeading: boolean;
}) {
  const navigate = useNavigate();
  const saver = useDraftSaver(resume);
  const goTo = (target: TResumeWizardStep) =>
    void navigate(paths.careerResumeEdit.getHref(resume._id, target), { state: { focusStep: true } });
  const index = RESUME_WIZARD_STEPS.indexOf(step);
  const nav: TStepNav = {
    index,
    total: RESUME_WIZARD_STEPS.length,
    focusHeading,
    onBack: () => goTo(RESUME_WIZARD_STEPS[index - 1] ?? 'language'),
    onNext: () => {
      const next = RESUME_WIZARD_STEPS[index + 1];
      if (next) goTo(next);
      else void navigate(paths.careerResume.getHref(resume._id));
    },
  };
  const Step = step === 'language' ? null : STEPS[step];
  return (
    <WizardLayout current={step} reachable onGo={goTo} resume={resume}>
      {Step ? (
        <Step key={step} resume={resume} nav={nav} saver={saver} />
      ) : (
        <LanguageStep key={step} resume={resume} focusHeading={focusHeading} onDone={() => nav.onNext()} />
      )}
    </WizardLayout>
  );
}

type TWizardLayoutProps = {
  current: TResumeWizardStep;
  reachable: boolean;
  onGo: (step: TResumeWizardStep) => void;
  resume?: TResume;
  children: ReactNode;
};

function WizardLayout({ current, reachable, onGo, resume, children }: TWizardLayoutProps) {
  const { t } = useTranslation('career');
  return (
    <div className="grid gap-6">
      <WizardProgress current={current} reachable={reachable} onGo={onGo} />
      <div className={resume ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]' : 'grid max-w-3xl'}>
        <div className="rounded-xl border border-line bg-surface p-5 shadow-card sm:p-7">{children}</div>
        {resume && (
          <aside aria-labelledby="wizard-preview-title" className="grid gap-3 lg:sticky lg:top-24">
            <h2 id="wizard-preview-title" className="text-sm font-bold text-muted">
              {t('wizard.preview')}
            </h2>
            {hasPreviewContent(resume.data) ? (
              <ResumePreview data={resume.data} language={resume.language} className="max-h-[70vh] overflow-y-auto" />
            ) : (
              <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
                {t('wizard.previewEmpty')}
              </p>
            )}
          </aside>
        )}
      </div>
    </div>
  );
}
