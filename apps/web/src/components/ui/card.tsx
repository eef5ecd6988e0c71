import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx('overflow-hidden rounded-xl border border-line bg-surface shadow-card', className)}
      {...props}
    />
  );
}
