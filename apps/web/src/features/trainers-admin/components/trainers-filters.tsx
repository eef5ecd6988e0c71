import { TRAINER_SPECIALTIES, type TTrainerSpecialty } from '@masar/contracts';
import { ListFilters } from '@/components/ui/list-filters';
import { useTranslation } from '@/lib/use-translation';

type TTrainersFiltersProps = {
  filters: { q?: string; specialty?: TTrainerSpecialty };
  onChange: (changes: { q?: string; specialty?: string }) => void;
  onReset: () => void;
};

/** Search (on submit) and specialty (at once), kept in the URL. */
export function TrainersFilters({ filters, onChange, onReset }: TTrainersFiltersProps) {
  const { t } = useTranslation('admin');
  return (
    <ListFilters
      label={t('trainers.filters.label')}
      search={{ label: t('trainers.filters.search'), q: filters.q, onSearch: (q) => onChange({ q }) }}
      onReset={onReset}
      selects={[
        {
          label: t('trainers.filters.specialty'),
          value: filters.specialty,
          onChange: (specialty) => onChange({ specialty }),
          options: (
            <>
              <option value="">{t('trainers.filters.allSpecialties')}</option>
              {TRAINER_SPECIALTIES.map((specialty) => (
                <option key={specialty} value={specialty}>
                  {t(`specialties.${specialty}`)}
                </option>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
