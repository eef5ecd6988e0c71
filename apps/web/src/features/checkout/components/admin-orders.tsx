import {
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  ZAdminOrderQuery,
  type TAdminOrderQuery,
  type TOrderProvider,
  type TOrderStatus,
} from '@masar/contracts';
import { useState } from 'react';
import { DateField } from '@/components/ui/date-field';
import { Heading } from '@/components/ui/heading';
import { FILTER_FIELD_CLASS, ListFilters } from '@/components/ui/list-filters';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { StatusSpinner } from '@/components/ui/status-spinner';
import { errorText } from '@/lib/error-text';
import { formatNumber } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTranslation } from '@/lib/use-translation';
import { useUrlSearch } from '@/lib/use-url-search';
import { useAdminOrders } from '../api/get-orders';
import { AdminOrdersTable } from './admin-orders-table';
import { Amount } from './amount';

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
  return filters;
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
      <ListFilters
        selects={[
          {
            label: t('adminOrders.status'),
            value: filters.status,
            onChange: (status) => set({ status: status as TOrderStatus | undefined }),
            options: (
              <>
                <option value="">{t('adminOrders.all')}</option>
                {ORDER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`orders.status.${status}`)}
                  </option>
                ))}
              </>
            ),
          },
          {
            label: t('adminOrders.provider'),
            value: filters.provider,
            onChange: (provider) => set({ provider: provider as TOrderProvider | undefined }),
            options: (
              <>
                <option value="">{t('adminOrders.all')}</option>
                {PROVIDERS.map((provider) => (
                  <option key={provider} value={provider}>
                    {t(`checkout.providers.${provider}`)}
                  </option>
                ))}
              </>
            ),
          },
        ]}
      >
        <DateField
          className={FILTER_FIELD_CLASS}
          label={t('adminOrders.from')}
          value={filters.from}
          onChange={(from) => set({ from })}
        />
        <DateField
          className={FILTER_FIELD_CLASS}
          label={t('adminOrders.to')}
          value={filters.to}
          onChange={(to) => set({ to })}
        />
      </ListFilters>
      {orders.isPending ? (
        <StatusSpinner label={t('orders.loading')} className="py-12" />
      ) : orders.isError ? (
        <p role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger">
          {errorText(orders.error, 'generic')}
        </p>
      ) : (
        <>
          <ul aria-label={t('adminOrders.totals')} className="flex flex-wrap gap-4">
            {orders.data.totals.length === 0 && <li className="text-muted">{t('orders.empty')}</li>}
            {orders.data.totals.map((total) => (
              <li key={total.currency} className="rounded-xl border border-line bg-surface p-4">
                <p className="text-sm text-muted">
                  {t('adminOrders.paidTotal', {
                    paid: formatNumber(total.paidCount, lang),
                    count: formatNumber(total.count, lang),
                  })}
                </p>
                <Amount
                  money={{ amount: total.paidAmount, currency: total.currency }}
                  className="text-2xl font-bold text-ink"
                />
                {total.refundDueCount > 0 && (
                  <p className="mt-1 text-sm text-danger">
                    {t('adminOrders.refundDueTotal', {
                      count: total.refundDueCount,
                      countText: formatNumber(total.refundDueCount, lang),
                    })}{' '}
                    <Amount
                      money={{ amount: total.refundDueAmount, currency: total.currency }}
                      className="font-semibold"
                    />
                  </p>
                )}
              </li>
            ))}
          </ul>
          <AdminOrdersTable orders={orders.data.items} />
          <PaginationBar page={page} pageSize={PAGE_SIZE} total={orders.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
