import { ArrowLeft, ArrowRight, Check } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import type { TDataPatch, TSaveStatus } from '../../hooks/use-draft-saver';
import { applyResumeFieldErrors } from '../../lib/resume-field-errors';

export type TStepNav = {
  index: number;
  total: number;
  /** the step heading takes focus when the learner moved here from another step */
  focusHeading: boolean;
  onBack: () => void;
  onNext: () => void;
};

type TStepShellProps<TIn extends FieldValues, TOut> = {
  title: string;
  description?: string;
  form: UseFormReturn<TIn, unknown, TOut>;
  /** the keys of the CV's data this step edits */
  keys: readonly string[];
  /** the step's data once it passes the step schema (sent on Next) */
  toPatch: (values: TOut) => TDataPatch;
  /** what can be saved of unfinished input (sent on blur and Back); {} when nothing is valid yet */
  toDraft: (values: TIn) => TDataPatch;
  /** before validation on Next, e.g. to drop rows left empty */
  beforeNext?: () => void;
  save: (patch: TDataPatch) => Promise<unknown>;
  status: TSaveStatus;
  nav: TStepNav;
  children: ReactNode;
};

/**
 * One wizard step: its form, Back and Next (Finish on the last step), and the draft saved as the
 * learner goes (on leaving a field, on Back and on Next) with a polite status line.
 */
export function StepShell<TIn extends FieldValues, TOut>(props: TStepShellProps<TIn, TOut>) {
  const { title, description, form, keys, toPatch, toDraft, beforeNext, save, status, nav, children } = props;
  const { t } = useTranslation('career');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const isLast = nav.index === nav.total - 1;

  useEffect(() => {
    if (nav.focusHeading) headingRef.current?.focus();
  }, [nav.focusHeading]);

  const saveThen = async (patch: TDataPatch, then: () => void) => {
    setFailure(null);
    try {
      await save(patch);
      then();
    } catch (error) {
      if (!applyResumeFieldErrors(error, form.setError, keys)) setFailure(error);
    }
  };

  const validateAndNext = form.handleSubmit((values) => saveThen(toPatch(values), nav.onNext));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    beforeNext?.();
    void validateAndNext();
  };
  const onBlur = () => {
    void save(toDraft(form.getValues())).catch(() => undefined);
  };

  return (
    <form noValidate onSubmit={onSubmit} onBlur={onBlur} aria-labelledby="wizard-step-title" className="grid gap-6">
      <div>
        <h2 id="wizard-step-title" ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink outline-none">
          {title}
        </h2>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {failure !== null && <Notice tone="danger">{errorText(failure, 'generic')}</Notice>}
      {children}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <p aria-live="polite" className="text-sm text-muted">
          {status === 'saving' && t('wizard.saving')}
          {status === 'saved' && (
            <span className="inline-flex items-center gap-1 text-success">
              <Check aria-hidden="true" className="size-4" />
              {t('wizard.saved')}
            </span>
          )}
          {status === 'error' && <span className="text-danger">{t('wizard.saveFailed')}</span>}
        </p>
        <div className="flex gap-3">
          {nav.index > 0 && (
            <ActionButton variant="outline" onClick={() => void saveThen(toDraft(form.getValues()), nav.onBack)}>
              <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
              {t('wizard.back')}
            </ActionButton>
          )}
          <ActionButton type="submit" loading={form.formState.isSubmitting}>
            {isLast ? t('wizard.finish') : t('wizard.next')}
            {!isLast && <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          </ActionButton>
        </div>
      </div>
    </form>
  );
}
