import type { TAdminOrder } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { Amount } from './amount';
import { MarkRefundedButton } from './mark-refunded-button';
import { OrderStatusBadge } from './order-status-badge';

const column = createColumnHelper<TAdminOrder>();

/** /dashboard/orders' rows: each order's date (a link to its receipt), buyer, course, method, price and status. */
export function AdminOrdersTable({ orders }: { orders: TAdminOrder[] }) {
  const { t, i18n } = useTranslation('learning');
  const lang = i18n.resolvedLanguage ?? 'ar';

  const columns = useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('adminOrders.date'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row, getValue }) => (
          <Link to={paths.order.getHref(row.original._id)} className="text-brand-700 underline">
            {formatDate(getValue(), lang)}
          </Link>
        ),
      }),
      column.accessor('buyer', {
        header: () => t('receipt.buyer'),
        cell: ({ getValue }) => (
          <>
            <bdi>{getValue().name}</bdi>
            <br />
            <bdi className="text-muted">{getValue().email}</bdi>
          </>
        ),
      }),
      column.accessor('courseTitle', {
        header: () => t('checkout.course'),
        cell: ({ getValue }) => <bdi>{getValue()}</bdi>,
      }),
      column.accessor('provider', {
        header: () => t('adminOrders.provider'),
        cell: ({ getValue }) => t(`checkout.providers.${getValue()}`),
      }),
      column.accessor('price', {
        header: () => t('checkout.price'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => <Amount money={getValue()} />,
      }),
      column.accessor('status', {
        header: () => t('adminOrders.status'),
        meta: { className: 'whitespace-nowrap' },
        cell: ({ getValue }) => <OrderStatusBadge status={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => <span className="sr-only">{t('adminOrders.actions')}</span>,
        meta: { className: 'whitespace-nowrap' },
        cell: ({ row }) => row.original.status === 'refund_due' && <MarkRefundedButton order={row.original} />,
      }),
    ],
    [t, lang],
  );

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: orders,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (order) => order._id,
    manualPagination: true,
  });

  return <DataTable table={table} caption={t('adminOrders.title')} minWidth="min-w-[56rem]" />;
}
