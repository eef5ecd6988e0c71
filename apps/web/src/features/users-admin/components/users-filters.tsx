import { USER_ROLES } from '@masar/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { DateField } from '@/components/ui/date-field';
import { inputClasses } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';
import { USER_SORTS } from '../api/get-users';
import type { TUsersFilters } from '../hooks/use-users-filters';

type TUsersFiltersProps = {
  filters: TUsersFilters;
  onChange: (changes: Partial<TUsersFilters>) => void;
  onReset: () => void;
};

function Labelled({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

/** Search (on submit), role / email / status filters, joined-date range and sort (at once). */
export function UsersFilters({ filters, onChange, onReset }: TUsersFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filters.q ?? '');
  const select = (value: string | undefined) => value ?? '';
  const selectClass = `${inputClasses} pe-8`;

  return (
    <div aria-label={t('users.filters.label')} role="group" className="grid gap-4 rounded-xl border border-line bg-surface p-4 shadow-card">
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: q.trim() || undefined });
        }}
      >
        <div className="min-w-56 flex-1">
          <Labelled label={t('users.filters.search')}>
            {(id) => <input id={id} type="search" dir="auto" value={q} onChange={(event) => setQ(event.target.value)} className={inputClasses} />}
          </Labelled>
        </div>
        <ActionButton type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('users.filters.searchButton')}
        </ActionButton>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Labelled label={t('users.filters.role')}>
          {(id) => (
            <select id={id} className={selectClass} value={select(filters.role)} onChange={(event) => onChange({ role: (event.target.value || undefined) as TUsersFilters['role'] })}>
              <option value="">{t('users.filters.allRoles')}</option>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roles.${role}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
        <Labelled label={t('users.filters.verified')}>
          {(id) => (
            <select id={id} className={selectClass} value={select(filters.verified)} onChange={(event) => onChange({ verified: (event.target.value || undefined) as TUsersFilters['verified'] })}>
              <option value="">{t('users.filters.allVerified')}</option>
              <option value="true">{t('users.filters.verifiedYes')}</option>
              <option value="false">{t('users.filters.verifiedNo')}</option>
            </select>
          )}
        </Labelled>
        <Labelled label={t('users.filters.status')}>
          {(id) => (
            <select id={id} className={selectClass} value={select(filters.disabled)} onChange={(event) => onChange({ disabled: (event.target.value || undefined) as TUsersFilters['disabled'] })}>
              <option value="">{t('users.filters.allStatuses')}</option>
              <option value="false">{t('users.filters.active')}</option>
              <option value="true">{t('users.filters.disabled')}</option>
            </select>
          )}
        </Labelled>
        <DateField label={t('users.filters.createdFrom')} value={filters.createdFrom} onChange={(createdFrom) => onChange({ createdFrom })} />
        <DateField label={t('users.filters.createdTo')} value={filters.createdTo} onChange={(createdTo) => onChange({ createdTo })} />
        <Labelled label={t('users.filters.sort')}>
          {(id) => (
            <select id={id} className={selectClass} value={filters.sort ?? 'newest'} onChange={(event) => onChange({ sort: event.target.value as TUsersFilters['sort'] })}>
              {USER_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {t(`users.filters.sorts.${sort}`)}
                </option>
              ))}
            </select>
          )}
        </Labelled>
      </div>
      <div>
        <ActionButton
          variant="ghost"
          size="sm"
          onClick={() => {
            setQ('');
            onReset();
          }}
        >
          {t('users.filters.reset')}
        </ActionButton>
      </div>
    </div>
  );
}
