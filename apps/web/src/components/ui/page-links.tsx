import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, type To } from 'react-router';

type TPageLinksProps = {
  page: number;
  pageCount: number;
  /** where another page of the same results is */
  linkTo: (page: number) => To;
  labels: { nav: string; previous: string; next: string; page: (page: number) => string };
  formatNumber: (value: number) => string;
};

/** Up to five pages around the current one. */
function pagesAround(page: number, pageCount: number) {
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const end = Math.min(pageCount, start + 4);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-3 text-sm font-semibold';

/**
 * Paging as links (each page has its own URL, so it can be shared and the back button works).
 * Chevrons point the reading way: mirrored in right-to-left.
 */
export function PageLinks({ page, pageCount, linkTo, labels, formatNumber }: TPageLinksProps) {
  if (pageCount <= 1) return null;
  const edge = (target: number, enabled: boolean, label: string, icon: 'previous' | 'next') => {
    const Icon = icon === 'previous' ? ChevronLeft : ChevronRight;
    const content = (
      <>
        {icon === 'previous' && <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        {label}
        {icon === 'next' && <Icon aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
      </>
    );
    return enabled ? (
      <Link
        to={linkTo(target)}
        rel={icon === 'previous' ? 'prev' : 'next'}
        className={clsx(item, 'text-brand-700 hover:bg-brand-50')}
      >
        {content}
      </Link>
    ) : (
      <span aria-disabled="true" className={clsx(item, 'text-muted opacity-60')}>
        {content}
      </span>
    );
  };
  return (
    <nav aria-label={labels.nav} className="mt-10 flex flex-wrap items-center justify-center gap-1">
      {edge(page - 1, page > 1, labels.previous, 'previous')}
      <ul className="flex flex-wrap items-center gap-1">
        {pagesAround(page, pageCount).map((n) => (
          <li key={n}>
            <Link
              to={linkTo(n)}
              aria-label={labels.page(n)}
              aria-current={n === page ? 'page' : undefined}
              className={clsx(item, n === page ? 'bg-brand-700 text-white' : 'text-ink hover:bg-brand-50')}
            >
              {formatNumber(n)}
            </Link>
          </li>
        ))}
      </ul>
      {edge(page + 1, page < pageCount, labels.next, 'next')}
    </nav>
  );
}
