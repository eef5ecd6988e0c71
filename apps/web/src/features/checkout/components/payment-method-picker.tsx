import type { TPaymentProvider, TPaymentProviderInfo } from '@masar/contracts';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

type TProps = {
  providers: TPaymentProviderInfo[];
  value: TPaymentProvider | null;
  onChange: (provider: TPaymentProvider) => void;
};

/** The configured providers as radio cards; the test gateway says it is in test mode. */
export function PaymentMethodPicker({ providers, value, onChange }: TProps) {
  const { t } = useTranslation('learning');
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-bold text-ink">{t('checkout.method')}</legend>
      {providers.map((provider) => (
        <label
          key={provider.id}
          className={clsx(
            'flex cursor-pointer items-start gap-3 rounded-lg border p-4 has-focus-visible:outline-3 has-focus-visible:outline-accent-500',
            value === provider.id ? 'border-brand-600 bg-brand-50' : 'border-line bg-surface',
          )}
        >
          <input
            type="radio"
            name="provider"
            value={provider.id}
            checked={value === provider.id}
            onChange={() => onChange(provider.id)}
            className="mt-1 size-4 accent-brand-700"
          />
          <span className="grid gap-0.5">
            <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
              {t(`checkout.providers.${provider.id}`)}
              {provider.testMode && (
                <span className="rounded-full bg-accent-50 px-2 py-0.5 text-xs font-semibold text-accent-700 ring-1 ring-accent-300">
                  {t('checkout.testMode')}
                </span>
              )}
            </span>
            <span className="text-sm text-muted">
              {provider.methods.map((method) => t(`checkout.methods.${method}`)).join(' · ')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
