import { USER_ROLES } from '@masar/contracts';
import { DateField } from '@/components/ui/date-field';
import { FILTER_FIELD_CLASS, ListFilters } from '@/components/ui/list-filters';
import { SelectField } from '@/components/ui/select-field';
import { useTranslation } from '@/lib/use-translation';
import { USER_SORTS } from '../api/get-users';
import type { TUsersFilters } from '../hooks/use-users-filters';

type TUsersFiltersProps = {
  filters: TUsersFilters;
  onChange: (changes: Partial<TUsersFilters>) => void;
  onReset: () => void;
};

/** Search (on submit), role / email / status filters, joined-date range and sort (at once). */
export function UsersFilters({ filters, onChange, onReset }: TUsersFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <ListFilters
      label={t('users.filters.label')}
      search={{ label: t('users.filters.search'), q: filters.q, onSearch: (q) => onChange({ q }) }}
      onReset={onReset}
      selects={[
        {
          label: t('users.filters.role'),
          value: filters.role,
          onChange: (role) => onChange({ role: role as TUsersFilters['role'] }),
          options: (
            <>
              <option value="">{t('users.filters.allRoles')}</option>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`users.roles.${role}`)}
                </option>
              ))}
            </>
          ),
        },
        {
          label: t('users.filters.verified'),
          value: filters.verified,
          onChange: (verified) => onChange({ verified: verified as TUsersFilters['verified'] }),
          options: (
            <>
              <option value="">{t('users.filters.allVerified')}</option>
              <option value="true">{t('users.filters.verifiedYes')}</option>
              <option value="false">{t('users.filters.verifiedNo')}</option>
            </>
          ),
        },
        {
          label: t('users.filters.status'),
          value: filters.disabled,
          onChange: (disabled) => onChange({ disabled: disabled as TUsersFilters['disabled'] }),
          options: (
            <>
              <option value="">{t('users.filters.allStatuses')}</option>
              <option value="false">{t('users.filters.active')}</option>
              <option value="true">{t('users.filters.disabled')}</option>
            </>
          ),
        },
      ]}
    >
      <DateField
        className={FILTER_FIELD_CLASS}
        label={t('users.filters.createdFrom')}
        value={filters.createdFrom}
        onChange={(createdFrom) => onChange({ createdFrom })}
      />
      <DateField
        className={FILTER_FIELD_CLASS}
        label={t('users.filters.createdTo')}
        value={filters.createdTo}
        onChange={(createdTo) => onChange({ createdTo })}
      />
      {/* the sort has no "all": it comes after the dates, as the list's order rather than a filter */}
      <SelectField
        label={t('users.filters.sort')}
        className={FILTER_FIELD_CLASS}
        value={filters.sort ?? 'newest'}
        onChange={(event) => onChange({ sort: event.target.value as TUsersFilters['sort'] })}
      >
        {USER_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`users.filters.sorts.${sort}`)}
          </option>
        ))}
      </SelectField>
    </ListFilters>
  );
}
