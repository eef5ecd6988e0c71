import { clsx } from 'clsx';
import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

type TTextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: string;
  error?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** The multi-line sibling of components/ui/text-field: label, error under it, aria wiring. */
export function TextAreaField({ label, error, id, className, ref, ...props }: TTextAreaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={fieldId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className="min-h-32 w-full rounded-lg border border-line bg-surface px-3 py-2 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 aria-invalid:border-danger"
        {...props}
      />
      {error && (
        <p id={`${fieldId}-error`} className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
