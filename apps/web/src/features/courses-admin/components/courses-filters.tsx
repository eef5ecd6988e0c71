import { COURSE_CATEGORIES, COURSE_STATUSES, type TCourseCategory, type TCourseStatus } from '@masar/contracts';
import { ListFilters } from '@/components/ui/list-filters';
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
  return (
    <ListFilters
      label={t('courses.filters.label')}
      search={{ label: t('courses.filters.search'), q: filters.q, onSearch: (q) => onChange({ q }) }}
      onReset={onReset}
      selects={[
        {
          label: t('courses.filters.status'),
          value: filters.status,
          onChange: (status) => onChange({ status }),
          options: (
            <>
              <option value="">{t('courses.filters.allStatuses')}</option>
              {COURSE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`statuses.${status}`)}
                </option>
              ))}
            </>
          ),
        },
        {
          label: t('courses.filters.category'),
          value: filters.category,
          onChange: (category) => onChange({ category }),
          options: (
            <>
              <option value="">{t('courses.filters.allCategories')}</option>
              {COURSE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
