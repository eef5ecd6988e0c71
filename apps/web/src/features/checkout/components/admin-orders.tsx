import { ORDER_STATUSES, PAYMENT_PROVIDERS, ZAdminOrderQuery, type TAdminOrderQuery, type TOrderProvider, type TOrderStatus } from '@masar/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '@/components/ui/date-field';
import { Heading } from '@/components/ui/heading';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { SelectField } from '@/components/ui/select-field';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';
import { useAdminOrders } from '../api/get-orders';
import { MarkRefundedButton } from './mark-refunded-button';
import { Amount } from './amount';
import { OrderStatusBadge } from './order-status-badge';
import { TableScroll } from '@/components/ui/table-scroll';

const PAGE_SIZE = 20;
const PROVIDERS: TOrderProvider[] = [...PAYMENT_PROVIDERS, 'free'];

type Filters = Omit<TAdminOrderQuery, 'limit' | 'offset'>;
const FILTER_KEYS = ['status', 'provider', 'from', 'to'] as const;

/** The filters the address names (a link to the payments to give back, say); what is not valid is left out. */
function filtersFrom(params: URLSearchParams): Filters {
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const parsed = ZAdminOrderQuery.shape[key].safeParse(params.get(key) ?? undefined);
    if (parsed.success && parsed.data) filters[key] = parsed.data;
  }
  return filters as Filters;
}

function paramsOf(filters: Filters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key]) params.set(key, filters[key]);
  return params;
}

/** /dashboard/orders: every order with filters (kept in the address), and the paid totals of all that match. */
export function AdminOrders() {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.resolvedLanguage ?? 'ar';
  const [params, setParams] = useUrlSearch();
  const filters = filtersFrom(params);
  const [page, setPage] = useState(1);
  const query = { ...filters, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
  const orders = useAdminOrders(query);
  useDocumentTitle(t('adminOrders.title'));
  const set = (patch: Partial<Filters>) => {
    setParams(paramsOf({ ...filters, ...patch }), { replace: true });
    setPage(1);
  };

  return (
    <section className="grid gap-6">
      <Heading level={1}>{t('adminOrders.title')}</Heading>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField label={t('adminOrders.status')} value={filters.status ?? ''} onChange={(e) => set({ status: (e.target.value || undefined) as TOrderStatus | undefined })}>
          <option value="">{t('adminOrders.all')}</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`orders.status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('adminOrders.provider')} value={filters.provider ?? ''} onChange={(e) => set({ provider: (e.target.value || undefined) as TOrderProvider | undefined })}>
          <option value="">{t('adminOrders.all')}</option>
          {PROVIDERS.map((provider) => (
            <option key={provider} value={provider}>
              {t(`checkout.providers.${provider}`)}
            </option>
          ))}
        </SelectField>
        <DateField label={t('adminOrders.from')} value={filters.from} onChange={(from) => set({ from })} />
        <DateField label={t('adminOrders.to')} value={filters.to} onChange={(to) => set({ to })} />
      </div>
      {orders.isPending ? (
        <StatusSpinner label={t('orders.loading')} className="py-12" />
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger">
          {getErrorMessage(orders.error, 'Something went wrong. Please try again.')}
        </p>
      ) : (
        <>
          <ul aria-label={t('adminOrders.totals')} className="flex flex-wrap gap-4">
            {orders.data.totals.length === 0 && <li className="text-muted">{t('orders.empty')}</li>}
            {orders.data.totals.map((total) => (
              <li key={total.currency} className="rounded-xl border border-line bg-surface p-4">
                <p className="text-sm text-muted">{t('adminOrders.paidTotal', { paid: formatNumber(total.paidCount, lang), count: formatNumber(total.count, lang) })}</p>
                <Amount money={{ amount: total.paidAmount, currency: total.currency }} className="text-2xl font-bold text-ink" />
                {total.refundDueCount > 0 && (
                  <p className="mt-1 text-sm text-danger">
                    {t('adminOrders.refundDueTotal', { count: total.refundDueCount, countText: formatNumber(total.refundDueCount, lang) })}{' '}
                    <Amount money={{ amount: total.refundDueAmount, currency: total.currency }} className="font-semibold" />
                  </p>
                )}
              </li>
            ))}
          </ul>
          <TableScroll label={t('adminOrders.title')} className="shadow-none">
            <table className="w-full min-w-[56rem] text-start text-sm">
              <thead className="bg-canvas text-muted">
                <tr>
                  <th scope="col" className="p-3 text-start">{t('adminOrders.date')}</th>
                  <th scope="col" className="p-3 text-start">{t('receipt.buyer')}</th>
                  <th scope="col" className="p-3 text-start">{t('checkout.course')}</th>
                  <th scope="col" className="p-3 text-start">{t('adminOrders.provider')}</th>
                  <th scope="col" className="p-3 text-start">{t('checkout.price')}</th>
                  <th scope="col" className="p-3 text-start">{t('adminOrders.status')}</th>
                  <th scope="col" className="p-3 text-start">
                    <span className="sr-only">{t('adminOrders.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {orders.data.items.map((order) => (
                  <tr key={order._id}>
                    <td className="whitespace-nowrap p-3">
                      <Link to={paths.order.getHref(order._id)} className="text-brand-700 underline">
                        {formatDate(order.createdAt, lang)}
                      </Link>
                    </td>
                    <td className="p-3">
                      <bdi>{order.buyer.name}</bdi>
                      <br />
                      <bdi className="text-muted">{order.buyer.email}</bdi>
                    </td>
                    <td className="p-3">
                      <bdi>{order.courseTitle}</bdi>
                    </td>
                    <td className="p-3">{t(`checkout.providers.${order.provider}`)}</td>
                    <td className="whitespace-nowrap p-3">
                      <Amount money={order.price} />
                    </td>
                    <td className="p-3">
                      <OrderStatusBadge status={order.status} />
                    </td>
                    <td className="p-3">{order.status === 'refund_due' && <MarkRefundedButton order={order} />}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={orders.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
