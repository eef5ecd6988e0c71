import { Download } from 'lucide-react';
import { errorText } from '@/lib/error-text';
import { useTranslation } from '@/lib/use-translation';
import { useDownloadCsv } from '../api/insight';

/** Downloads one table or series as CSV (UTF-8 with BOM, so Excel opens Arabic right). */
export function CsvButton({ path, table }: { path: string; table: string }) {
  const { t } = useTranslation('insight');
  const download = useDownloadCsv();
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className="inline-flex h-9 items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
        aria-label={t('csv.label', { table })}
        disabled={download.isPending}
        onClick={() => download.mutate(path)}
      >
        <Download aria-hidden="true" className="size-4" />
        {t('csv.download')}
      </button>
      {download.isError && (
        <p role="alert" className="text-sm text-danger">
          {errorText(download.error, 'generic') || t('csv.failed')}
        </p>
      )}
    </div>
  );
}
