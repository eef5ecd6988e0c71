import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { useTranslation } from '@/lib/use-translation';

type TUsersPaginationProps = { page: number; pageSize: number; total: number; onPage: (page: number) => void };

/** "Showing 21–40 of 53" and previous / next; numbers through Intl in the active language. */
export function UsersPagination({ page, pageSize, total, onPage }: TUsersPaginationProps) {
  const { t, i18n } = useTranslation('admin');
  const number = new Intl.NumberFormat(i18n.language);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav aria-label={t('users.pagination')} className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted" aria-live="polite">
        {t('users.range', { from: number.format(from), to: number.format(to), total: number.format(total) })}
      </p>
      <div className="flex items-center gap-2">
        <ActionButton variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {/* "previous" points to the start side: right in Arabic, left in English */}
          <ChevronLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('users.previous')}
        </ActionButton>
        <span className="text-sm text-muted">{t('users.pageOf', { page: number.format(page), pages: number.format(pages) })}</span>
        <ActionButton variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('users.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </ActionButton>
      </div>
    </nav>
  );
}
