import type { TCourseSort } from '@masar/contracts';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { SORTS } from '../lib/options';

export function SortSelect({ value, onChange }: { value: TCourseSort; onChange: (sort: TCourseSort) => void }) {
  const { t } = useTranslation('catalog');
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {t('sort.label')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as TCourseSort)}
        className="h-10 rounded-lg border border-line bg-surface px-3 text-sm text-ink"
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`sort.options.${sort}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
