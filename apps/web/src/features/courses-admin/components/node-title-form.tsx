import { useId, useState } from 'react';
import { ActionButton } from '@/components/ui/action-button';
import { inputClasses } from '@/components/ui/text-field';
import { useFieldError } from '@/lib/use-field-error';
import { useTranslation } from '@/lib/use-translation';
import { VALIDATION } from '@masar/contracts';

type TNodeTitleFormProps = {
  label: string;
  /** shown in the empty field; the label by default */
  placeholder?: string;
  submitLabel: string;
  initial?: string;
  /** resolves true when the title was saved (the field then empties), false when it failed; never rejects */
  onSubmit: (title: string) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** One labelled title field with its button: adding a unit or section, renaming one. */
export function NodeTitleForm({
  label,
  placeholder,
  submitLabel,
  initial = '',
  onSubmit,
  onCancel,
  autoFocus,
}: TNodeTitleFormProps) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldError();
  const id = useId();
  const [title, setTitle] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(value: string) {
    setError(undefined);
    setBusy(true);
    const saved = await onSubmit(value);
    setBusy(false);
    if (saved && !onCancel) setTitle('');
  }

  return (
    <form
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const value = title.trim();
        if (!value) return setError(VALIDATION.required);
        if (value.length > 200) return setError(VALIDATION.tooLong);
        // onSubmit reports its own failure and resolves false; it never rejects
        void save(value);
      }}
    >
      <div className="grid min-w-48 flex-1 gap-1">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <input
          id={id}
          dir="auto"
          value={title}
          placeholder={placeholder ?? label}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && onCancel) {
              event.stopPropagation();
              onCancel();
            }
          }}
          className={`${inputClasses} h-10`}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm text-danger">
            {fieldError(error)}
          </p>
        )}
      </div>
      <ActionButton type="submit" size="sm" className="h-10" loading={busy}>
        {submitLabel}
      </ActionButton>
      {onCancel && (
        <ActionButton variant="ghost" size="sm" className="h-10" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </ActionButton>
      )}
    </form>
  );
}
