import { COURSE_CATEGORIES, COURSE_STATUSES, type TCourseCategory, type TCourseStatus } from '@masar/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

type TCoursesFilters = { q?: string; status?: TCourseStatus; category?: TCourseCategory };

type TCoursesFiltersProps = {
  filters: TCoursesFilters;
  onChange: (changes: Partial<Record<keyof TCoursesFilters, string | undefined>>) => void;
  onReset: () => void;
};

/** Search (on submit), status and category (at once); all of it lives in the URL. */
export function CoursesFilters({ filters, onChange, onReset }: TCoursesFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filters.q ?? '');
  return (
    <div role="group" aria-label={t('courses.filters.label')} className="grid gap-4 rounded-xl border border-line bg-surface p-4 shadow-card">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: q.trim() || undefined });
        }}
      >
        <TextField
          label={t('courses.filters.search')}
          type="search"
          dir="auto"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          className="min-w-56 flex-1"
        />
        <ActionButton type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('list.searchButton')}
        </ActionButton>
      </form>
      <div className="grid items-end gap-3 sm:grid-cols-3">
        <SelectField label={t('courses.filters.status')} value={filters.status ?? ''} onChange={(event) => onChange({ status: event.target.value || undefined })}>
          <option value="">{t('courses.filters.allStatuses')}</option>
          {COURSE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`statuses.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('courses.filters.category')} value={filters.category ?? ''} onChange={(event) => onChange({ category: event.target.value || undefined })}>
          <option value="">{t('courses.filters.allCategories')}</option>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`categories.${category}`)}
            </option>
          ))}
        </SelectField>
        <div>
          <ActionButton
            variant="ghost"
            onClick={() => {
              setQ('');
              onReset();
            }}
          >
            {t('list.reset')}
          </ActionButton>
        </div>
      </div>
    </div>
  );
}
