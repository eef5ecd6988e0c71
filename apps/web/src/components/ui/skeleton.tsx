import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div aria-hidden="true" className={clsx('animate-shimmer rounded-md bg-line', className)} {...props} />;
}
