import { Upload, UserRound } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { formatFileSize } from '@/lib/format-file-size';
import { useTranslation } from '@/lib/use-translation';

const TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 5 * 1024 * 1024;

/** The translation key of what is wrong with a chosen photo, or null. */
export function checkPhoto(file: File) {
  if (!TYPES.includes(file.type)) return 'upload.wrongType';
  if (file.size > MAX_BYTES) return 'upload.tooLarge';
  return null;
}

type TPhotoFieldProps = {
  currentUrl: string | null;
  file: File | null;
  error: string | null;
  name: string;
  disabled: boolean;
  onFile: (file: File) => void;
};

/** The trainer's photo: the current one (or the one just chosen) and a picker; sent on save. */
export function PhotoField({ currentUrl, file, error, name, disabled, onFile }: TPhotoFieldProps) {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const localUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (localUrl && URL.revokeObjectURL(localUrl)), [localUrl]);
  const src = localUrl ?? currentUrl;
  return (
    <div className="flex flex-wrap items-center gap-4">
      {src ? (
        <img
          src={src}
          alt={t('trainers.photoAlt', { name: name || t('trainers.fields.name') })}
          className="size-20 rounded-full border border-line object-cover"
        />
      ) : (
        <span className="grid size-20 place-items-center rounded-full border border-dashed border-line bg-canvas text-muted">
          <UserRound aria-hidden="true" className="size-8" />
        </span>
      )}
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {t('trainers.fields.photo')}
        </label>
        <div className="flex flex-wrap items-center gap-3">
          <input
            id={id}
            type="file"
            accept={TYPES.join(',')}
            disabled={disabled}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className="peer sr-only"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) onFile(chosen);
              event.target.value = '';
            }}
          />
          {/* the native control's own words follow the browser's language: a translated face instead */}
          <label
            htmlFor={id}
            className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-line bg-surface px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
          >
            <Upload aria-hidden="true" className="size-4" />
            {t('upload.choose')}
          </label>
        </div>
        <p id={`${id}-hint`} className="text-sm text-muted">
          {file
            ? t('trainers.photoChosen', { name: file.name })
            : t('trainers.photoHint', { size: formatFileSize(MAX_BYTES, i18n.language) })}
        </p>
        {error && (
          <p id={`${id}-error`} role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
