import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

type TTone = 'brand' | 'accent' | 'neutral';
const tones: Record<TTone, string> = {
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  accent: 'bg-accent-50 text-accent-700 ring-accent-300',
  neutral: 'bg-canvas text-muted ring-line',
};

export function Badge({ tone = 'brand', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: TTone }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
