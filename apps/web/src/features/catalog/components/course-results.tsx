import type { TCourseListQuery } from '@masar/contracts';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { To } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLinks } from '@/components/ui/page-links';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useCoursePage } from '../api/get-courses';
import { COURSES_PAGE_SIZE } from '../lib/options';
import { CourseGridSkeleton, CourseList } from './course-grid';

const listClass = 'grid gap-6 sm:grid-cols-2 xl:grid-cols-3';

type TCourseResultsProps = {
  query: TCourseListQuery;
  page: number;
  linkToPage: (page: number) => To;
  /** the sort control, shown beside the count */
  toolbar: ReactNode;
  isFiltered: boolean;
  onClear: () => void;
};

/** "N courses available", the cards of the current page, paging; an empty state and the SPEC error. */
export function CourseResults({ query, page, linkToPage, toolbar, isFiltered, onClear }: TCourseResultsProps) {
  const { t, i18n } = useTranslation('catalog');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data, isPending, isError, error, isPlaceholderData } = useCoursePage(query);
  const pageCount = data ? Math.ceil(data.total / COURSES_PAGE_SIZE) : 0;

  return (
    <div className="min-w-0 flex-1">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold text-ink">
          {data ? t('list.count', { count: data.total }) : ''}
        </p>
        {toolbar}
      </div>
      {isPending ? (
        <CourseGridSkeleton count={6} className={listClass} />
      ) : isError ? (
        <Alert>{errorText(error, 'load.courses')}</Alert>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-line bg-surface px-6 py-14 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <h2 className="text-lg font-bold text-ink">{t('list.noResults')}</h2>
          <p className="max-w-md text-muted">{isFiltered ? t('list.noResultsHint') : t('list.empty')}</p>
          {isFiltered && (
            <button
              type="button"
              onClick={onClear}
              className="rounded-lg px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
            >
              {t('filters.clear')}
            </button>
          )}
        </div>
      ) : (
        <div
          aria-busy={isPlaceholderData || undefined}
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        >
          <CourseList courses={data.items} headingLevel={2} className={listClass} />
          <PageLinks
            page={page}
            pageCount={pageCount}
            linkTo={linkToPage}
            formatNumber={(n) => formatNumber(n, lang)}
            labels={{
              nav: t('pagination.label'),
              previous: t('pagination.previous'),
              next: t('pagination.next'),
              page: (n) => t('pagination.page', { page: formatNumber(n, lang) }),
            }}
          />
        </div>
      )}
    </div>
  );
}
