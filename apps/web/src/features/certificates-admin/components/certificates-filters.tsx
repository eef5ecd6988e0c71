import { CERTIFICATE_STATUSES, type TCertificateStatus } from '@masar/contracts';
import { ListFilters } from '@/components/ui/list-filters';
import { useTranslation } from '@/lib/use-translation';

type TCertificatesFiltersProps = {
  q: string | undefined;
  status: TCertificateStatus | undefined;
  onChange: (changes: { q?: string; status?: string }) => void;
  onReset: () => void;
};

/** The search (on submit) and the status (at once); the caller keeps both in the URL. */
export function CertificatesFilters({ q, status, onChange, onReset }: TCertificatesFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <ListFilters
      label={t('certificates.filters.label')}
      search={{ label: t('certificates.filters.search'), q, onSearch: (value) => onChange({ q: value }) }}
      onReset={onReset}
      selects={[
        {
          label: t('certificates.filters.status'),
          value: status,
          onChange: (value) => onChange({ status: value }),
          options: (
            <>
              <option value="">{t('certificates.filters.allStatuses')}</option>
              {CERTIFICATE_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`certificates.statuses.${value}`)}
                </option>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
