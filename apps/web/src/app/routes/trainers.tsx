import { Container } from '@/components/ui/container';
import { TrainersResults } from '@/features/trainers/components/trainers-results';
import { TrainersSearch } from '@/features/trainers/components/trainers-search';
import { useTrainerFilters } from '@/features/trainers/hooks/use-trainer-filters';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

export default function TrainersRoute() {
  const { t } = useTranslation('trainers');
  useDocumentTitle(t('list.title'));
  const { filters, query, update, linkToPage } = useTrainerFilters();
  return (
    <>
      <section aria-labelledby="trainers-title" className="bg-brand-900 text-white">
        <Container className="py-10 sm:py-14">
          <h1 id="trainers-title" className="text-3xl font-bold sm:text-4xl">
            {t('list.title')}
          </h1>
          <p className="mt-3 max-w-2xl text-lg text-brand-100">{t('list.subtitle')}</p>
          {/* remounted when the URL changes (back button), so the fields show its values */}
          <TrainersSearch key={`${filters.q ?? ''}|${filters.specialty ?? ''}`} filters={filters} onSearch={update} />
        </Container>
      </section>
      <Container className="py-10">
        <TrainersResults query={query} page={filters.page} linkToPage={linkToPage} />
      </Container>
    </>
  );
}
