import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

type TSpinnerProps = { className?: string; label?: string };

export function Spinner({ className, label }: TSpinnerProps) {
  const { t } = useTranslation('common');
  return (
    <span role="status" className={clsx('inline-flex items-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className="sr-only">{label ?? t('status.loading')}</span>
    </span>
  );
}

/** Centred spinner shown while a page chunk loads. */
export function PageSpinner() {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner />
    </div>
  );
}
