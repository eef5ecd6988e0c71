import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';

type TLevel = 1 | 2 | 3;
const styles: Record<TLevel, string> = {
  1: 'text-3xl font-bold leading-tight sm:text-4xl',
  2: 'text-2xl font-bold leading-snug sm:text-3xl',
  3: 'text-lg font-semibold leading-snug',
};

type THeadingProps = HTMLAttributes<HTMLHeadingElement> & { level?: TLevel };

export function Heading({ level = 2, className, ...props }: THeadingProps) {
  const Tag = `h${level}` as const;
  return <Tag className={clsx('text-ink', styles[level], className)} {...props} />;
}
