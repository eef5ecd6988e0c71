import type { TCourseStatus } from '@masar/contracts';
import { clsx } from 'clsx';
import { useTranslation } from '@/lib/use-translation';

/** Published (green) or draft (amber), in words: colour is never the only sign. */
export function StatusBadge({ status }: { status: TCourseStatus }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        status === 'published'
          ? 'bg-brand-50 text-brand-800 ring-brand-200'
          : 'bg-accent-50 text-accent-700 ring-accent-300',
      )}
    >
      {t(`statuses.${status}`)}
    </span>
  );
}
