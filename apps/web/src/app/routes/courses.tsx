import { SlidersHorizontal } from 'lucide-react';
import { clsx } from 'clsx';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { Container } from '@/components/ui/container';
import { ContinueLearning } from '@/features/catalog/components/continue-learning';
import { CourseFiltersPanel } from '@/features/catalog/components/course-filters-panel';
import { CourseResults } from '@/features/catalog/components/course-results';
import { CoursesHero } from '@/features/catalog/components/courses-hero';
import { SortSelect } from '@/features/catalog/components/sort-select';
import { useCourseFilters } from '@/features/catalog/hooks/use-course-filters';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';

const PANEL_ID = 'course-filters';

const wideScreen = () => typeof window.matchMedia === 'function' && window.matchMedia('(min-width: 1024px)').matches;
const noSubscription = () => () => {};

/**
 * The filter button and the panel beside the results: open beside them on wide screens, opened on
 * demand on a phone. The server, and the browser's first (hydrating) render, cannot tell the
 * screen's width (null): CSS decides until then. Its own re-renders leave the results alone.
 */
function FiltersLayout({ panel, results }: { panel: (closeOnPhone: () => void) => ReactNode; results: ReactNode }) {
  const { t } = useTranslation('catalog');
  const wide = useSyncExternalStore(noSubscription, wideScreen, () => null);
  const [choice, setPanelOpen] = useState<boolean | null>(null);
  const panelOpen = choice ?? wide;
  return (
    <>
      <button
        type="button"
        aria-expanded={panelOpen === true}
        aria-controls={PANEL_ID}
        onClick={() => setPanelOpen(!panelOpen)}
        className="mb-6 inline-flex h-11 items-center gap-2 rounded-lg border border-line bg-surface px-4 font-semibold text-ink hover:bg-brand-50"
      >
        <SlidersHorizontal aria-hidden="true" className="size-5" />
        {panelOpen ? t('filters.hide') : t('filters.show')}
      </button>
      <div className="flex flex-col gap-8 lg:flex-row lg:items-start">
        <div
          hidden={panelOpen === false}
          className={clsx('lg:w-72 lg:shrink-0', panelOpen === null && 'max-lg:hidden')}
        >
          {panel(() => {
            if (!wideScreen()) setPanelOpen(false);
          })}
        </div>
        {results}
      </div>
    </>
  );
}

export default function CoursesRoute() {
  const { t } = useTranslation('catalog');
  useDocumentTitle(t('list.title'));
  const currency = useSiteInfo().data?.currency ?? 'EGP';
  const { filters, query, update, linkToPage, isFiltered } = useCourseFilters(currency);
  const clear = () =>
    update({ q: undefined, category: undefined, level: undefined, minPrice: undefined, maxPrice: undefined });
  const panelKey = [filters.category, filters.level, filters.minPrice, filters.maxPrice].join('|');

  return (
    <>
      <CoursesHero q={filters.q ?? ''} onSearch={(q) => update({ q: q || undefined })} />
      <ContinueLearning className="pt-10" />
      <Container className="py-10">
        <FiltersLayout
          panel={(closeOnPhone) => (
            <CourseFiltersPanel
              key={panelKey}
              id={PANEL_ID}
              currency={currency}
              initial={filters}
              onApply={(applied) => {
                update(applied);
                closeOnPhone();
              }}
              onClear={clear}
            />
          )}
          results={
            <CourseResults
              query={query}
              page={filters.page}
              linkToPage={linkToPage}
              isFiltered={isFiltered}
              onClear={clear}
              toolbar={<SortSelect value={filters.sort ?? 'popular'} onChange={(sort) => update({ sort })} />}
            />
          }
        />
      </Container>
    </>
  );
}
