import { CERTIFICATE_STATUSES, type TCertificateStatus } from '@masar/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

type TCertificatesFiltersProps = {
  q: string | undefined;
  status: TCertificateStatus | undefined;
  onChange: (changes: { q?: string; status?: string }) => void;
  onReset: () => void;
};

/** The search (on submit) and the status (at once); the caller keeps both in the URL. */
export function CertificatesFilters({ q: initial, status, onChange, onReset }: TCertificatesFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(initial ?? '');
  return (
    <div role="group" aria-label={t('certificates.filters.label')} className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4 shadow-card">
      <form
        role="search"
        className="flex min-w-0 flex-[2] basis-64 flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: q.trim() || undefined });
        }}
      >
        <TextField label={t('certificates.filters.search')} type="search" dir="auto" value={q} onChange={(event) => setQ(event.target.value)} className="min-w-0 flex-1 basis-48" />
        <ActionButton type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('list.searchButton')}
        </ActionButton>
      </form>
      <SelectField label={t('certificates.filters.status')} className="min-w-0 flex-1 basis-40" value={status ?? ''} onChange={(event) => onChange({ status: event.target.value || undefined })}>
        <option value="">{t('certificates.filters.allStatuses')}</option>
        {CERTIFICATE_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`certificates.statuses.${value}`)}
          </option>
        ))}
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
