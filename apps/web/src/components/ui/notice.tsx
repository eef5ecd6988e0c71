import { clsx } from 'clsx';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';

type TTone = 'success' | 'danger' | 'info';

const tones: Record<TTone, string> = {
  success: 'border-success/30 bg-success/5 text-success',
  danger: 'border-danger/30 bg-danger/5 text-danger',
  info: 'border-brand-200 bg-brand-50 text-brand-900',
};
const icons = { success: CircleCheck, danger: CircleAlert, info: Info } as const;

/**
 * A status message with an icon. Errors are announced assertively (role="alert"); success and
 * information politely (role="status").
 */
export function Notice({
  tone = 'info',
  children,
  className,
}: {
  tone?: TTone;
  children: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={clsx('flex gap-3 rounded-lg border p-4', tones[tone], className)}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
