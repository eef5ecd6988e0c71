import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { Heading } from '@/components/ui/heading';
import { Notice } from '@/components/ui/notice';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useOrder } from '../api/get-orders';
import { Amount } from './amount';
import { OrderStatusBadge } from './order-status-badge';

// Printing shows the receipt alone: the site's header, footer and the print button are left out.
const PRINT_CSS =
  '@media print { body header, body footer, [data-print-hidden] { display: none !important; } main { padding: 0 !important; } }';

/** /orders/{id}: a printable receipt (owner or admin). */
export function OrderReceipt({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('learning');
  const order = useOrder(orderId);
  const lang = i18n.resolvedLanguage ?? 'ar';
  useDocumentTitle(t('receipt.title'));

  if (order.isPending) return <StatusSpinner label={t('receipt.loading')} className="py-24" />;
  if (order.isError) {
    const missing = isApiError(order.error) && (order.error.status === 404 || order.error.status === 400);
    return (
      <Container className="grid gap-4 py-12">
        <Heading level={1}>{t('receipt.title')}</Heading>
        <Notice tone="danger">{missing ? t('receipt.notFound') : errorText(order.error, 'generic')}</Notice>
      </Container>
    );
  }
  const receipt = order.data;
  const date = (value: string | null) =>
    value ? formatDate(value, lang, { dateStyle: 'long', timeStyle: 'short' }) : '—';

  return (
    <Container className="py-10">
      <style>{PRINT_CSS}</style>
      <article className="mx-auto grid max-w-2xl gap-6 rounded-xl border border-line bg-surface p-8 print:border-0 print:p-0">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <Heading level={1} className="text-2xl sm:text-3xl">
              {t('receipt.title')}
            </Heading>
            <p className="mt-1 text-muted">
              {t('receipt.number')} <bdi dir="ltr">{receipt.receiptNumber}</bdi>
            </p>
          </div>
          <OrderStatusBadge status={receipt.status} />
        </div>
        <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-[auto_1fr]">
          <dt className="text-muted">{t('receipt.seller')}</dt>
          <dd className="text-ink">
            <bdi>{receipt.seller.name}</bdi> · <bdi>{receipt.seller.email}</bdi>
          </dd>
          <dt className="text-muted">{t('receipt.buyer')}</dt>
          <dd className="text-ink">
            <bdi>{receipt.buyer.name}</bdi> · <bdi>{receipt.buyer.email}</bdi>
          </dd>
          <dt className="text-muted">{t('checkout.course')}</dt>
          <dd className="font-semibold text-ink">
            <bdi>{receipt.courseTitle}</bdi>
          </dd>
          <dt className="text-muted">{t('receipt.method')}</dt>
          <dd className="text-ink">
            {t(`checkout.providers.${receipt.provider}`)}
            {receipt.providerRef && (
              <>
                {' '}
                (<bdi dir="ltr">{receipt.providerRef}</bdi>)
              </>
            )}
          </dd>
          <dt className="text-muted">{t('receipt.ordered')}</dt>
          <dd className="text-ink">{date(receipt.createdAt)}</dd>
          <dt className="text-muted">{t('receipt.paid')}</dt>
          <dd className="text-ink">{date(receipt.paidAt)}</dd>
          <dt className="text-lg font-bold text-ink">{t('receipt.total')}</dt>
          <dd className="text-lg font-bold text-ink">
            <Amount money={receipt.price} />
          </dd>
        </dl>
        <p className="text-sm text-muted">
          {receipt.refundWindowDays > 0
            ? t('checkout.refundWindow', { count: receipt.refundWindowDays })
            : t('checkout.noRefunds')}
        </p>
        <div data-print-hidden>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {t('receipt.print')}
          </Button>
        </div>
      </article>
    </Container>
  );
}
