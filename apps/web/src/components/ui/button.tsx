import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, Ref } from 'react';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost' | 'outline';
export type TButtonSize = 'sm' | 'md' | 'lg';

const base =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 disabled:cursor-not-allowed disabled:opacity-60';

const variants: Record<TButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
  secondary: 'bg-accent-400 text-ink hover:bg-accent-300',
  outline: 'border border-current text-brand-700 hover:bg-brand-50',
  ghost: 'text-ink hover:bg-brand-50',
};

const sizes: Record<TButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
};

/** Shared with links styled as buttons. */
export function buttonClasses(variant: TButtonVariant = 'primary', size: TButtonSize = 'md', className?: string) {
  return clsx(base, variants[variant], sizes[size], className);
}

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: TButtonSize;
  ref?: Ref<HTMLButtonElement>;
};

export function Button({ variant, size, className, type = 'button', ...props }: TButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
