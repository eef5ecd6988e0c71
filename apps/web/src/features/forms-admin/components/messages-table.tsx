import type { TContactMessage } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type TMessagesTableProps = {
  messages: TContactMessage[];
  total: number;
  busyId: string | null;
  onRead: (message: TContactMessage) => void;
  onToggle: (message: TContactMessage) => void;
};

const column = createColumnHelper<TContactMessage>();
const buttonClass =
  'h-8 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap text-brand-800 hover:bg-brand-50 disabled:opacity-50';

export function HandledBadge({ handled }: { handled: boolean }) {
  const { t } = useTranslation('admin');
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        handled ? 'bg-canvas text-muted ring-line' : 'bg-accent-50 text-accent-700 ring-accent-300',
      )}
    >
      {handled ? t('messages.handled') : t('messages.new')}
    </span>
  );
}

export function MessagesTable({ messages, total, busyId, onRead, onToggle }: TMessagesTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('messages.columns.from'),
        cell: ({ row, getValue }) => (
          <div className="grid gap-0.5">
            <span className="font-semibold text-ink">
              <bdi>{getValue()}</bdi>
            </span>
            <span className="text-xs text-muted">
              <bdi>{row.original.email}</bdi>
            </span>
          </div>
        ),
      }),
      column.accessor('subject', {
        header: () => t('messages.columns.subject'),
        cell: ({ row, getValue }) => (
          <div className="grid max-w-sm gap-0.5">
            <span className="font-semibold text-ink">
              <bdi>{getValue()}</bdi>
            </span>
            <span className="truncate text-xs text-muted">
              <bdi>{row.original.message}</bdi>
            </span>
          </div>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('messages.columns.received'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDate(getValue(), lang, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        ),
      }),
      column.accessor('handled', {
        header: () => t('messages.columns.status'),
        cell: ({ getValue }) => <HandledBadge handled={getValue()} />,
      }),
      column.display({
        id: 'actions',
        header: () => t('messages.columns.actions'),
        cell: ({ row }) => (
          <div role="group" aria-label={t('messages.rowLabel', { name: row.original.name })} className="flex gap-2">
            <button type="button" className={buttonClass} onClick={() => onRead(row.original)}>
              {t('messages.read')}
            </button>
            <button
              type="button"
              className={buttonClass}
              disabled={busyId === row.original._id}
              onClick={() => onToggle(row.original)}
            >
              {row.original.handled ? t('messages.markUnhandled') : t('messages.markHandled')}
            </button>
          </div>
        ),
      }),
    ],
    [t, lang, busyId, onRead, onToggle],
  );

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: messages,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (message) => message._id,
    manualPagination: true,
    manualFiltering: true,
  });
  return (
    <DataTable
      table={table}
      caption={t('messages.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[56rem]"
      rowClassName={(message) => (message.handled ? undefined : 'bg-accent-50/40')}
    />
  );
}
