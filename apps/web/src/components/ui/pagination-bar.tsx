import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';
import { ActionButton } from './action-button';

type TPaginationBarProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** "Showing 21–40 of 53" and previous / next for the admin lists; numbers through the site's formatter. */
export function PaginationBar({ page, pageSize, total, onPage }: TPaginationBarProps) {
  const { t, i18n } = useTranslation('admin');
  const number = { format: (value: number) => formatNumber(value, i18n.language) };
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('list.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('list.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </p>
      <div className="flex items-center gap-2">
        <ActionButton variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {/* "previous" points to the start side: right in Arabic, left in English */}
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('list.previous')}
        </ActionButton>
        <span className="text-sm text-muted">
          {t('list.pageOf', { page: number.format(page), pages: number.format(pages) })}
        </span>
        <ActionButton variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('list.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ActionButton>
      </div>
    </nav>
  );
}
