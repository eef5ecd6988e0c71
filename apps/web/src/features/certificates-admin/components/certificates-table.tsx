import type { TAdminCertificate } from '@masar/contracts';
import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { clsx } from 'clsx';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { DataTable } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { formatNumber } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { useTranslation } from '@/lib/use-translation';

export type TCertificateAction = 'revoke' | 'restore';

type TCertificatesTableProps = {
  certificates: TAdminCertificate[];
  total: number;
  onAction: (certificate: TAdminCertificate, action: TCertificateAction) => void;
};

const column = createColumnHelper<TAdminCertificate>();
const buttonClass =
  'h-8 rounded-md border border-line px-2.5 text-sm font-semibold whitespace-nowrap hover:bg-brand-50 disabled:opacity-50';

export function CertificateStatusBadge({ certificate }: { certificate: Pick<TAdminCertificate, 'status'> }) {
  const { t } = useTranslation('admin');
  const revoked = certificate.status === 'revoked';
  return (
    <span
      className={clsx(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        revoked ? 'bg-danger/5 text-danger ring-danger/30' : 'bg-brand-50 text-brand-800 ring-brand-200',
      )}
    >
      {t(`certificates.statuses.${certificate.status}`)}
    </span>
  );
}

/** Learner, course, code (to the public page), issue date, status, and revoke or restore per row. */
export function CertificatesTable({ certificates, total, onAction }: TCertificatesTableProps) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const columns = useMemo(
    () => [
      column.accessor('learnerName', {
        header: () => t('certificates.columns.learner'),
        cell: ({ row, getValue }) => (
          <div className="grid gap-0.5">
            <bdi className="font-semibold text-ink">{getValue()}</bdi>
            <bdi className="text-xs text-muted">{row.original.learner.email}</bdi>
          </div>
        ),
      }),
      column.accessor('courseTitle', {
        header: () => t('certificates.columns.course'),
        cell: ({ getValue }) => <bdi className="text-ink">{getValue()}</bdi>,
      }),
      column.accessor('code', {
        header: () => t('certificates.columns.code'),
        cell: ({ getValue }) => (
          <Link
            to={paths.certificate.getHref(getValue())}
            className="font-mono text-xs text-brand-700 hover:underline"
            title={t('certificates.openPublic')}
          >
            <bdi dir="ltr">{getValue()}</bdi>
          </Link>
        ),
      }),
      column.accessor('issuedAt', {
        header: () => t('certificates.columns.issued'),
        cell: ({ getValue }) => (
          <time dateTime={getValue()} className="whitespace-nowrap">
            {formatDate(getValue(), lang)}
          </time>
        ),
      }),
      column.accessor('status', {
        header: () => t('certificates.columns.status'),
        cell: ({ row }) => {
          const certificate = row.original;
          return (
            <div className="grid justify-items-start gap-1">
              <CertificateStatusBadge certificate={certificate} />
              {certificate.revokedAt && (
                <span className="text-xs whitespace-nowrap text-muted">
                  {t('certificates.revokedOn', { date: formatDate(certificate.revokedAt, lang) })}
                </span>
              )}
              {certificate.revokedReason && (
                <bdi className="line-clamp-2 max-w-56 text-xs text-muted" title={certificate.revokedReason}>
                  {certificate.revokedReason}
                </bdi>
              )}
            </div>
          );
        },
      }),
      column.display({
        id: 'actions',
        header: () => t('certificates.columns.actions'),
        cell: ({ row }) => {
          const certificate = row.original;
          const revoked = certificate.status === 'revoked';
          return (
            <button
              type="button"
              className={clsx(buttonClass, revoked ? 'text-brand-800' : 'text-danger')}
              aria-label={t(revoked ? 'certificates.actions.restoreFor' : 'certificates.actions.revokeFor', {
                name: certificate.learnerName,
                course: certificate.courseTitle,
              })}
              onClick={() => onAction(certificate, revoked ? 'restore' : 'revoke')}
            >
              {t(revoked ? 'certificates.actions.restore' : 'certificates.actions.revoke')}
            </button>
          );
        },
      }),
    ],
    [t, lang, onAction],
  );

  // the app does not use the React Compiler; the table re-renders with this component
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: certificates,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => row._id,
    manualPagination: true,
    manualFiltering: true,
  });
  return (
    <DataTable
      table={table}
      caption={t('certificates.caption', { total: formatNumber(total, lang) })}
      minWidth="min-w-[58rem]"
      rowClassName={(row) => (row.status === 'revoked' ? 'bg-canvas/60' : undefined)}
    />
  );
}
