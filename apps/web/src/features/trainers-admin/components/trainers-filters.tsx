import { TRAINER_SPECIALTIES, type TTrainerSpecialty } from '@masar/contracts';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useTranslation } from '@/lib/use-translation';

type TTrainersFiltersProps = {
  filters: { q?: string; specialty?: TTrainerSpecialty };
  onChange: (changes: { q?: string; specialty?: string }) => void;
  onReset: () => void;
};

/** Search (on submit) and specialty (at once), kept in the URL. */
export function TrainersFilters({ filters, onChange, onReset }: TTrainersFiltersProps) {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState(filters.q ?? '');
  return (
    <div role="group" aria-label={t('trainers.filters.label')} className="flex flex-wrap items-end gap-3 rounded-xl border border-line bg-surface p-4 shadow-card">
      <form
        role="search"
        className="flex min-w-64 flex-[2] flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: q.trim() || undefined });
        }}
      >
        <TextField label={t('trainers.filters.search')} type="search" dir="auto" value={q} onChange={(event) => setQ(event.target.value)} className="min-w-48 flex-1" />
        <ActionButton type="submit">
          <Search aria-hidden="true" className="size-4" />
          {t('list.searchButton')}
        </ActionButton>
      </form>
      <SelectField label={t('trainers.filters.specialty')} className="min-w-48 flex-1" value={filters.specialty ?? ''} onChange={(event) => onChange({ specialty: event.target.value || undefined })}>
        <option value="">{t('trainers.filters.allSpecialties')}</option>
        {TRAINER_SPECIALTIES.map((specialty) => (
          <option key={specialty} value={specialty}>
            {t(`specialties.${specialty}`)}
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
