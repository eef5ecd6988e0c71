import { clsx } from 'clsx';
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export const inputClasses =
  'h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink placeholder:text-muted focus-visible:border-brand-600 aria-invalid:border-danger disabled:opacity-60';

type TTextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
  label: string;
  /** already translated */
  error?: string;
  hint?: ReactNode;
  /**
   * rendered inside the input's box at its end (e.g. a show-password toggle), clear of the text: give
   * the input dir="ltr" or "rtl" (not "auto") when its direction is not the page's
   */
  endAdornment?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled input with its error under it, wired with aria-invalid and aria-describedby. */
export function TextField({ label, error, hint, endAdornment, id, className, ref, ...props }: TTextFieldProps) {
  const autoId = useId();
  // the adornment is placed by the box's direction and the text's padding by the input's: with its
  // own direction (a password is ltr on Arabic pages too) the box takes it, so both are on one side
  const boxDir = props.dir === 'ltr' || props.dir === 'rtl' ? props.dir : undefined;
  const inputId = id ?? autoId;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={clsx('grid gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative" dir={endAdornment ? boxDir : undefined}>
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          // dir="auto" turns with the typed text, away from the adornment: keep both sides clear
          className={clsx(inputClasses, endAdornment && (props.dir === 'auto' ? 'px-12' : 'pe-12'))}
          {...props}
        />
        {endAdornment && <div className="absolute inset-y-0 end-1 flex items-center">{endAdornment}</div>}
      </div>
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${inputId}-hint`} className="text-sm text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
