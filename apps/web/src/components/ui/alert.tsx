import { clsx } from 'clsx';
import type { ReactNode } from 'react';

export function Alert({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="alert" className={clsx('rounded-lg border border-danger/30 bg-danger/5 p-4 text-danger', className)}>
      {children}
    </div>
  );
}
