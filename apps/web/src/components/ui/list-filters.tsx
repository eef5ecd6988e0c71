import { Search } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

/** The width a field takes in the filters' row: give it to a field passed as a child. */
export const FILTER_FIELD_CLASS = 'min-w-48 flex-1';

type TListFilter = {
  label: string;
  value: string | undefined;
  options: ReactNode;
  onChange: (value: string | undefined) => void;
};

type TListFiltersProps = {
  /** names the group of filters; without it the fields stand alone */
  label?: string;
  /** a search box, applied when the form is submitted */
  search?: { label: string; q: string | undefined; onSearch: (q: string | undefined) => void };
  /** selects applied at once; an empty value means "all" */
  selects?: TListFilter[];
  /** more fields after the selects (dates, a sort order), each given FILTER_FIELD_CLASS or DateField's className */
  children?: ReactNode;
  /** clears every filter: the caller resets the address, the typed search is cleared here */
  onReset?: () => void;
};

/** An admin list's filters in one wrapping row, kept in the URL by the caller. */
export function ListFilters({ label, search, selects = [], children, onReset }: TListFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(search?.q ?? '');
  return (
    <div
      role={label ? 'group' : undefined}
      aria-label={label}
      // fields line up by their labels' tops: a date's hint under it must not push the others down
      className="flex flex-wrap items-start gap-3 rounded-xl border border-line bg-surface p-4 shadow-card"
    >
      {search && (
        <form
          role="search"
          className="flex min-w-64 flex-[2] flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            search.onSearch(q.trim() || undefined);
          }}
        >
          <TextField
            label={search.label}
            type="search"
            dir="auto"
            value={q}
            onChange={(event) => setQ(event.target.value)}
            className="min-w-48 flex-1"
          />
          <ActionButton type="submit">
            <Search aria-hidden="true" className="size-4" />
            {t('list.searchButton')}
          </ActionButton>
        </form>
      )}
      {selects.map((select) => (
        <SelectField
          key={select.label}
          label={select.label}
          className={FILTER_FIELD_CLASS}
          value={select.value ?? ''}
          onChange={(event) => select.onChange(event.target.value || undefined)}
        >
          {select.options}
        </SelectField>
      ))}
      {children}
      {onReset && (
        <ActionButton
          variant="ghost"
          // level with the inputs, under a label's line (text-sm) and gap (1.5), when it shares their row
          className="sm:mt-6.5"
          onClick={() => {
            setQ('');
            onReset();
          }}
        >
          {t('list.reset')}
        </ActionButton>
      )}
    </div>
  );
}
