import { RESUME_WIZARD_STEPS, type TResumeWizardStep } from '@masar/contracts';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { formatNumber } from '@/lib/format';

type TWizardProgressProps = {
  current: TResumeWizardStep;
  /** steps the learner can jump to (every step once the CV exists) */
  reachable: boolean;
  onGo: (step: TResumeWizardStep) => void;
};

/** "Step 3 of 8" with a bar, and the list of steps (the current one marked for screen readers). */
export function WizardProgress({ current, reachable, onGo }: TWizardProgressProps) {
  const { t, i18n } = useTranslation('career');
  const index = RESUME_WIZARD_STEPS.indexOf(current);
  const total = RESUME_WIZARD_STEPS.length;
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <nav aria-label={t('wizard.progressLabel')} className="grid gap-3">
      <p className="text-sm font-semibold text-muted">
        {t('wizard.stepOf', { n: n(index + 1), total: n(total), name: t(`wizard.steps.${current}`) })}
      </p>
      <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-line">
        <div
          className="h-full rounded-full bg-brand-600 transition-all"
          style={{ width: `${((index + 1) / total) * 100}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-1">
        {RESUME_WIZARD_STEPS.map((step, i) => {
          const done = i < index;
          const isCurrent = i === index;
          const label = t(`wizard.steps.${step}`);
          return (
            <li key={step} className="shrink-0">
              <button
                type="button"
                onClick={() => onGo(step)}
                disabled={!reachable || isCurrent}
                aria-current={isCurrent ? 'step' : undefined}
                aria-label={done ? t('wizard.stepDone', { name: label }) : label}
                className={clsx(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-xs font-semibold transition-colors disabled:cursor-default',
                  isCurrent
                    ? 'bg-brand-700 text-white'
                    : done
                      ? 'bg-brand-50 text-brand-800 hover:bg-brand-100'
                      : 'bg-surface text-muted ring-1 ring-line hover:text-ink',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-3.5" /> : <span aria-hidden="true">{n(i + 1)}</span>}
                <span>{label}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
