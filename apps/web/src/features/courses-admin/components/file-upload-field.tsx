import { Upload } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/use-translation';

type TFileUploadFieldProps = {
  label: string;
  /** e.g. "image/jpeg,image/png,image/webp" */
  accept: string;
  /** what is allowed, already translated (types and size) */
  hint: string;
  onFile: (file: File) => void;
  /** 0..1 while an upload runs, null otherwise */
  progress: number | null;
  /** the chosen file's name, shown until it is uploaded */
  fileName?: string | null;
  error?: string | null;
  disabled?: boolean;
  /** the current file: an image, a link… */
  preview?: ReactNode;
};

/** A file input with its rules, the current file's preview and the upload's progress bar. */
export function FileUploadField({ label, accept, hint, onFile, progress, fileName, error, disabled, preview }: TFileUploadFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {preview}
      <div className="flex flex-wrap items-center gap-3">
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled || progress !== null}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="max-w-full text-sm text-muted file:me-3 file:h-9 file:cursor-pointer file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // the same file can be chosen again after an error
            event.target.value = '';
          }}
        />
        {fileName && progress === null && !error && (
          <span className="inline-flex items-center gap-1 text-sm text-muted">
            <Upload aria-hidden="true" className="size-4" />
            <bdi>{fileName}</bdi>
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {progress !== null && (
        <div className="grid gap-1">
          <progress className="h-2 w-full overflow-hidden rounded-full accent-brand-700" max={1} value={progress} aria-label={t('upload.progress', { name: fileName ?? label })} />
          <span className="text-xs text-muted" aria-live="polite">
            {t('upload.percent', { percent: formatNumber(progress, i18n.language, { style: 'percent' }) })}
          </span>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
