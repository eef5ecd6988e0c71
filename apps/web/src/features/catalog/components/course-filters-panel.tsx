import type { TCourseCategory, TCourseLevel } from '@masar/contracts';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { formatCurrencyName } from '@/lib/format-currency-name';
import { useTranslation } from '@/lib/use-translation';
import type { TCourseFilters } from '../hooks/use-course-filters';
import { CATEGORIES, LEVELS } from '../lib/options';
import { fieldClasses } from './field-classes';

type TDraft = Pick<TCourseFilters, 'category' | 'level'> & { minPrice: string; maxPrice: string };
type TApplied = Pick<TCourseFilters, 'category' | 'level' | 'minPrice' | 'maxPrice'>;

function Choice({
  name,
  checked,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm text-ink hover:bg-brand-50">
      <input type="radio" name={name} checked={checked} onChange={onChange} className="size-4 accent-brand-700" />
      {children}
    </label>
  );
}

const toNumber = (value: string) => (value.trim() === '' ? undefined : Number(value));

/**
 * Category, level and price range (in whole units of `currency`); nothing reaches the URL until
 * "apply filter". Remount it (a `key`) when the URL's filters change so the draft follows them.
 */
export function CourseFiltersPanel({
  id,
  initial,
  currency,
  onApply,
  onClear,
}: {
  id: string;
  initial: TApplied;
  currency: string;
  onApply: (filters: TApplied) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const name = useId();
  const [draft, setDraft] = useState<TDraft>({
    category: initial.category,
    level: initial.level,
    minPrice: initial.minPrice?.toString() ?? '',
    maxPrice: initial.maxPrice?.toString() ?? '',
  });
  const [rangeError, setRangeError] = useState(false);
  const set = (changes: Partial<TDraft>) => setDraft((current) => ({ ...current, ...changes }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minPrice = toNumber(draft.minPrice);
    const maxPrice = toNumber(draft.maxPrice);
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setRangeError(true);
      return;
    }
    setRangeError(false);
    onApply({ category: draft.category, level: draft.level, minPrice, maxPrice });
  };

  const legend = 'mb-2 text-sm font-bold text-ink';
  return (
    <form
      id={id}
      onSubmit={submit}
      aria-label={t('filters.title')}
      className="grid gap-6 rounded-xl border border-line bg-surface p-5"
    >
      <fieldset>
        <legend className={legend}>{t('filters.category')}</legend>
        <Choice name={`${name}-category`} checked={!draft.category} onChange={() => set({ category: undefined })}>
          {t('filters.allCategories')}
        </Choice>
        {CATEGORIES.map((category: TCourseCategory) => (
          <Choice
            key={category}
            name={`${name}-category`}
            checked={draft.category === category}
            onChange={() => set({ category })}
          >
            {t(`categories.${category}`)}
          </Choice>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>{t('filters.level')}</legend>
        <Choice name={`${name}-level`} checked={!draft.level} onChange={() => set({ level: undefined })}>
          {t('filters.allLevels')}
        </Choice>
        {LEVELS.map((level: TCourseLevel) => (
          <Choice key={level} name={`${name}-level`} checked={draft.level === level} onChange={() => set({ level })}>
            {t(`levels.${level}`)}
          </Choice>
        ))}
      </fieldset>
      <fieldset>
        <legend className={legend}>
          {t('filters.price', { currency: formatCurrencyName(currency, i18n.language) })}
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {(['minPrice', 'maxPrice'] as const).map((key) => (
            <div key={key} className="grid gap-1">
              <label htmlFor={`${name}-${key}`} className="text-sm text-muted">
                {t(`filters.${key}`)}
              </label>
              <input
                id={`${name}-${key}`}
                type="number"
                inputMode="decimal"
                min={0}
                max={1_000_000}
                step="any"
                dir="ltr"
                value={draft[key]}
                onChange={(event) => set({ [key]: event.target.value })}
                aria-invalid={rangeError || undefined}
                aria-describedby={rangeError ? `${name}-range-error` : undefined}
                className={fieldClasses}
              />
            </div>
          ))}
        </div>
        {rangeError && (
          <p id={`${name}-range-error`} role="alert" className="mt-2 text-sm text-danger">
            {t('filters.rangeError')}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="inline-flex h-11 flex-1 items-center justify-center rounded-lg bg-brand-700 px-5 font-semibold text-white hover:bg-brand-800"
        >
          {t('filters.apply')}
        </button>
        <button
          type="button"
          onClick={onClear}
          className="inline-flex h-11 items-center justify-center rounded-lg px-4 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('filters.clear')}
        </button>
      </div>
    </form>
  );
}
