import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import type { TListPage } from '@/lib/list-cache';
import { useTranslation } from '@/lib/use-translation';

type TListStateProps<T> = {
  query: UseQueryResult<TListPage<T>>;
  empty: string;
  children: (page: TListPage<T>) => ReactNode;
};

/** Loading, the error with a retry, the empty text, or the list (dimmed while the next page loads). */
export function ListState<T>({ query, empty, children }: TListStateProps<T>) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <StatusSpinner label={t('common:status.loading')} className="py-16" />;
  if (query.isError) {
    return (
      <Notice tone="danger">
        <p>{errorText(query.error, 'generic')}</p>
        <ActionButton variant="outline" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t('common:actions.retry')}
        </ActionButton>
      </Notice>
    );
  }
  if (query.data.items.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-line bg-surface p-10 text-center text-muted">{empty}</p>
    );
  return (
    <div
      className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
      aria-busy={query.isFetching || undefined}
    >
      {children(query.data)}
    </div>
  );
}
