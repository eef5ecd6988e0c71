import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

type TSearchAndSelectFiltersProps = {
  label: string;
  searchLabel: string;
  q: string | undefined;
  select: { label: string; value: string | undefined; options: ReactNode; onChange: (value: string | undefined) => void };
  onSearch: (q: string | undefined) => void;
  onReset: () => void;
};

/** An admin list's filters: a search box (on submit) and one select (at once), both kept in the URL by the caller. */
export function SearchAndSelectFilters({ label, searchLabel, q: initial, select, onSearch, onReset }: TSearchAndSelectFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(initial ?? '');
  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4 shadow-card">
      <form
        role="search"
        className="flex min-w-64 flex-[2] flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(q.trim() || undefined);
        }}
      >
        <TextField label={searchLabel} type="search" dir="auto" value={q} onChange={(event) => setQ(event.target.value)} className="min-w-48 flex-1" />
        <ActionButton type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('list.searchButton')}
        </ActionButton>
      </form>
      <SelectField label={select.label} className="min-w-48 flex-1" value={select.value ?? ''} onChange={(event) => select.onChange(event.target.value || undefined)}>
        {select.options}
      </SelectField>
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
  );
}
