import { clsx } from 'clsx';

/**
 * A spinner with its label, announced politely. <Spinner> (./spinner) does the same for the shell;
 * this one is for the lazily loaded pages, so the shell does not have to export it to them (home
 * page JS budget).
 */
export function StatusSpinner({
  label,
  showLabel = false,
  className,
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <div role="status" className={clsx('flex flex-col items-center gap-4 text-center', className)}>
      <span
        aria-hidden="true"
        className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700"
      />
      <span className={showLabel ? 'text-muted' : 'sr-only'}>{label}</span>
    </div>
  );
}
