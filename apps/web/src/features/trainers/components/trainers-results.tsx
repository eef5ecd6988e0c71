import type { TTrainerListQuery } from '@masar/contracts';
import { UserSearch } from 'lucide-react';
import type { To } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { PageLinks } from '@/components/ui/page-links';
import { Skeleton } from '@/components/ui/skeleton';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { useTrainers } from '../api/get-trainers';
import { TRAINERS_PAGE_SIZE } from '../hooks/use-trainer-filters';
import { TrainerCard } from './trainer-card';

const gridClass = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

export function TrainersResults({
  query,
  page,
  linkToPage,
}: {
  query: TTrainerListQuery;
  page: number;
  linkToPage: (page: number) => To;
}) {
  const { t, i18n } = useTranslation('trainers');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const { data, isPending, isError, error, isPlaceholderData } = useTrainers(query);

  return (
    <div>
      <p role="status" className="mb-6 font-semibold text-ink">
        {data ? t('list.count', { count: data.total }) : ''}
      </p>
      {isPending ? (
        <div className={gridClass} aria-busy="true">
          <span className="sr-only">{t('list.loading')}</span>
          {Array.from({ length: 4 }, (_, i) => (
            <div key={i} className="flex flex-col items-center gap-3 rounded-xl border border-line bg-surface p-6">
              <Skeleton className="size-24 rounded-full" />
              <Skeleton className="h-6 w-32" />
              <Skeleton className="h-4 w-40" />
            </div>
          ))}
        </div>
      ) : isError ? (
        <Alert>{errorText(error, 'load.trainers')}</Alert>
      ) : data.items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-line bg-surface px-6 py-14 text-center">
          <UserSearch aria-hidden="true" className="size-10 text-muted" />
          <h2 className="text-lg font-bold text-ink">{t('list.empty')}</h2>
        </div>
      ) : (
        <div
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
          aria-busy={isPlaceholderData || undefined}
        >
          <ul className={gridClass}>
            {data.items.map((trainer) => (
              <li key={trainer._id}>
                <TrainerCard trainer={trainer} />
              </li>
            ))}
          </ul>
          <PageLinks
            page={page}
            pageCount={Math.ceil(data.total / TRAINERS_PAGE_SIZE)}
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
