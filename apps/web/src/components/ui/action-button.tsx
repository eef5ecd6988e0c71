import { clsx } from 'clsx';
import type { ComponentProps } from 'react';
import { buttonClasses, type Button, type TButtonVariant } from './button';

// Not a variant of <Button>: the shared button is part of the home page's JS budget, and this
// component (rather than <Button>) is what the lazily loaded account and admin pages use.
const dangerClasses =
  'inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-danger px-5 text-base font-semibold text-white transition hover:brightness-110 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60';

type TActionButtonProps = Omit<ComponentProps<typeof Button>, 'variant'> & {
  variant?: TButtonVariant | 'danger';
  loading?: boolean;
  /** shown instead of the children while loading, e.g. "Logging in…" */
  loadingText?: string;
};

/** A button that can show a spinner and stay disabled while its request runs. */
export function ActionButton({
  loading = false,
  loadingText,
  children,
  disabled,
  type = 'button',
  variant,
  size,
  className,
  ...props
}: TActionButtonProps) {
  const classes = variant === 'danger' ? clsx(dangerClasses, className) : buttonClasses(variant, size, className);
  return (
    <button type={type} disabled={disabled || loading} aria-busy={loading || undefined} className={classes} {...props}>
      {loading && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {loading && loadingText ? loadingText : children}
    </button>
  );
}
