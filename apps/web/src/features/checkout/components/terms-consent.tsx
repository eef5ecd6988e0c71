import { useId, type Ref } from 'react';
import { useTranslation } from '@/lib/use-translation';

type TProps = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** "Pay now" was pressed before the box was ticked: the box says why nothing happened */
  missing: boolean;
  ref?: Ref<HTMLInputElement>;
};

/** The checkout's "I accept the terms of purchase" box, with its reason when it stops a payment. */
export function TermsConsent({ checked, onChange, missing, ref }: TProps) {
  const { t } = useTranslation('learning');
  const errorId = useId();
  const showError = missing && !checked;
  return (
    <div className="grid gap-1.5">
      <label className="flex items-start gap-2 text-sm text-ink">
        <input
          ref={ref}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={showError || undefined}
          aria-describedby={showError ? errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-brand-700"
        />
        <span>{t('checkout.agree')}</span>
      </label>
      {showError && (
        <p id={errorId} className="ps-6 text-sm text-danger">
          {t('checkout.agreeRequired')}
        </p>
      )}
    </div>
  );
}
