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

/** The face of a visually hidden file input: a button-like label that shows the input's focus. */
const FILE_BUTTON =
  'inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50';

/** A file input with its rules, the current file's preview and the upload's progress bar. */
export function FileUploadField({
  label,
  accept,
  hint,
  onFile,
  progress,
  fileName,
  error,
  disabled,
  preview,
}: TFileUploadFieldProps) {
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
        {/* the native control's own words follow the browser's language: a translated face instead */}
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={disabled || progress !== null}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="peer sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            // the same file can be chosen again after an error
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className={FILE_BUTTON}>
          <Upload aria-hidden="true" className="size-4" />
          {t('upload.choose')}
        </label>
        <span className="text-sm text-muted">
          {fileName && progress === null && !error ? <bdi>{fileName}</bdi> : t('upload.noFile')}
        </span>
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint}
      </p>
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full overflow-hidden rounded-full accent-brand-700"
            max={1}
            value={progress}
            aria-label={t('upload.progress', { name: fileName ?? label })}
          />
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
