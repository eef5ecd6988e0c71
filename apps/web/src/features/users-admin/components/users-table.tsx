import type { TUser } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';
import { fullName, type TUserAction } from './user-action-text';

type TUsersTableProps = {
  users: TUser[];
  total: number;
  currentUserId: string | undefined;
  onAction: (user: TUser, action: TUserAction) => void;
};

const column = createColumnHelper<TUser>();

const pill = (tone: string) =>
  clsx('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', tone);
const TONES = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-300',
  neutral: 'bg-canvas text-muted ring-line',
  danger: 'bg-danger/5 text-danger ring-danger/30',
};

export function UsersTable({ users, total, currentUserId, onAction }: TUsersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;

  const columns = useMemo(
    () => [
      column.accessor((user) => fullName(user), {
        id: 'name',
        header: () => t('users.columns.name'),
        cell: ({ row, getValue }) => (
          <span className="font-semibold text-ink">
            <bdi>{getValue()}</bdi>
            {row.original._id === currentUserId && (
              <span className="ms-1 text-sm font-normal text-muted">{t('users.you')}</span>
            )}
          </span>
        ),
      }),
      column.accessor('email', {
        header: () => t('users.columns.email'),
        cell: ({ getValue }) => <bdi className="text-muted">{getValue()}</bdi>,
      }),
      column.accessor('role', {
        header: () => t('users.columns.role'),
        cell: ({ getValue }) => (
          <span className={pill(getValue() === 'admin' ? TONES.brand : TONES.neutral)}>
            {t(`users.roles.${getValue()}`)}
          </span>
        ),
      }),
      column.accessor('emailVerified', {
        header: () => t('users.columns.verified'),
        cell: ({ getValue }) => (
          <span className={pill(getValue() ? TONES.brand : TONES.accent)}>
            {getValue() ? t('users.filters.verifiedYes') : t('users.filters.verifiedNo')}
          </span>
        ),
      }),
      column.accessor('disabled', {
        header: () => t('users.columns.status'),
        cell: ({ getValue }) => (
          <span className={pill(getValue() ? TONES.danger : TONES.neutral)}>
            {getValue() ? t('users.filters.disabled') : t('users.filters.active')}
          </span>
        ),
      }),
      column.accessor('createdAt', {
        header: () => t('users.columns.createdAt'),
        cell: ({ getValue }) => <time dateTime={getValue()}>{formatDate(getValue(), lang)}</time>,
      }),
      column.display({
        id: 'actions',
        header: () => t('users.columns.actions'),
        cell: ({ row }) => {
          const user = row.original;
          const self = user._id === currentUserId;
          const buttonClass =
            'h-8 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50';
          return (
            <div role="group" aria-label={t('users.actions.rowLabel', { name: fullName(user) })} className="flex gap-2">
              <button
                type="button"
                className={clsx(buttonClass, 'text-brand-800')}
                disabled={self}
                title={self ? t('users.ownAccount') : undefined}
                onClick={() => onAction(user, user.role === 'admin' ? 'makeUser' : 'makeAdmin')}
              >
                {user.role === 'admin' ? t('users.actions.makeUser') : t('users.actions.makeAdmin')}
              </button>
              <button
                type="button"
                className={clsx(buttonClass, user.disabled ? 'text-brand-800' : 'text-danger')}
                disabled={self}
                title={self ? t('users.ownAccount') : undefined}
                onClick={() => onAction(user, user.disabled ? 'enable' : 'disable')}
              >
                {user.disabled ? t('users.actions.enable') : t('users.actions.disable')}
              </button>
            </div>
          );
        },
      }),
    ],
    [t, lang, currentUserId, onAction],
  );

  // the app does not use the React Compiler; the table re-renders with this component
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: users,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (user) => user._id,
    // the server filters, sorts and pages
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
  });

  return (
    <DataTable
      table={table}
      caption={t('users.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[56rem]"
      rowClassName={(user) => clsx(user.disabled && 'bg-canvas/60')}
    />
  );
}
