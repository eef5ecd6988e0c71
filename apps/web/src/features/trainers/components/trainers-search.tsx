import type { TTrainerSpecialty } from '@masar/contracts';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { SPECIALTIES, type TTrainerFilters } from '../hooks/use-trainer-filters';

const control = 'h-12 rounded-lg border border-line bg-surface px-4 text-base text-ink';

/** Search by name or title, and the specialty; applied together with the search button. */
export function TrainersSearch({
  filters,
  onSearch,
}: {
  filters: TTrainerFilters;
  onSearch: (changes: Omit<TTrainerFilters, 'page'>) => void;
}) {
  const { t } = useTranslation('trainers');
  const id = useId();
  const [q, setQ] = useState(filters.q ?? '');
  const [specialty, setSpecialty] = useState<TTrainerSpecialty | ''>(filters.specialty ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ q: q.trim() || undefined, specialty: specialty || undefined });
  };
  return (
    <form role="search" onSubmit={submit} className="mt-6 grid max-w-3xl gap-3 sm:grid-cols-[minmax(0,1fr)_12rem_auto]">
      <label htmlFor={`${id}-q`} className="sr-only">
        {t('search.label')}
      </label>
      <input
        id={`${id}-q`}
        type="search"
        dir="auto"
        maxLength={200}
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder={t('search.placeholder')}
        className={control}
      />
      <label htmlFor={`${id}-specialty`} className="sr-only">
        {t('search.specialty')}
      </label>
      <select
        id={`${id}-specialty`}
        value={specialty}
        onChange={(event) => {
          const value = event.target.value as TTrainerSpecialty | '';
          setSpecialty(value);
          // the choice applies at once, with the search word as it stands
          onSearch({ q: q.trim() || undefined, specialty: value || undefined });
        }}
        className={control}
      >
        <option value="">{t('search.allSpecialties')}</option>
        {SPECIALTIES.map((value) => (
          <option key={value} value={value}>
            {t(`specialties.${value}`)}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-accent-400 px-6 font-semibold text-ink hover:bg-accent-300"
      >
        <Search aria-hidden="true" className="size-5" />
        {t('search.submit')}
      </button>
    </form>
  );
}
