import type { TTrainer } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Pencil, Trash2, UserRound } from 'lucide-react';
import { useMemo } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { formatDate } from '@/lib/format-date';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type TTrainersTableProps = {
  trainers: TTrainer[];
  total: number;
  onEdit: (trainer: TTrainer) => void;
  onDelete: (trainer: TTrainer) => void;
};

const column = createColumnHelper<TTrainer>();
const buttonClass =
  'inline-flex h-8 items-center gap-1.5 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap hover:bg-brand-50';

export function TrainersTable({ trainers, total, onEdit, onDelete }: TTrainersTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;

  const columns = useMemo(
    () => [
      column.accessor('name', {
        header: () => t('trainers.columns.name'),
        cell: ({ row, getValue }) => (
          <div className="flex items-center gap-3">
            {row.original.photoUrl ? (
              <img src={row.original.photoUrl} alt="" className="size-10 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="grid size-10 shrink-0 place-items-center rounded-full bg-canvas text-muted"
              >
                <UserRound className="size-5" />
              </span>
            )}
            <div className="grid gap-0.5">
              <span className="font-semibold text-ink">
                <bdi>{getValue()}</bdi>
              </span>
              <span className="text-xs text-muted">
                <bdi>{row.original.title}</bdi>
              </span>
            </div>
          </div>
        ),
      }),
      column.accessor('specialty', {
        header: () => t('trainers.columns.specialty'),
        cell: ({ getValue }) => t(`specialties.${getValue()}`),
      }),
      column.accessor('experienceYears', {
        header: () => t('trainers.columns.experience'),
        cell: ({ getValue }) => t('trainers.years', { count: getValue() }),
      }),
      column.accessor('coursesCount', {
        header: () => t('trainers.columns.courses'),
        cell: ({ getValue }) => formatNumber(getValue(), lang),
      }),
      column.accessor('updatedAt', {
        header: () => t('trainers.columns.updated'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDate(getValue(), lang)}
          </time>
        ),
      }),
      column.display({
        id: 'actions',
        header: () => t('trainers.columns.actions'),
        cell: ({ row }) => (
          <div
            role="group"
            aria-label={t('trainers.actions.rowLabel', { name: row.original.name })}
            className="flex gap-2"
          >
            <button type="button" className={`${buttonClass} text-brand-800`} onClick={() => onEdit(row.original)}>
              <Pencil aria-hidden="true" className="size-3.5" />
              {t('trainers.actions.edit')}
            </button>
            <button type="button" className={`${buttonClass} text-danger`} onClick={() => onDelete(row.original)}>
              <Trash2 aria-hidden="true" className="size-3.5" />
              {t('trainers.actions.delete')}
            </button>
          </div>
        ),
      }),
    ],
    [t, lang, onEdit, onDelete],
  );

  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: trainers,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (trainer) => trainer._id,
    manualPagination: true,
    manualFiltering: true,
  });

  return (
    <DataTable
      table={table}
      caption={t('trainers.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[52rem]"
    />
  );
}
