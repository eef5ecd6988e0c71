import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type TTableScrollProps = {
  /** the table's name for screen readers (its caption), already translated */
  label: string;
  className?: string;
  children: ReactNode;
};

/**
 * The box a wide table scrolls sideways in, so the page itself stays as wide as the screen. It adds
 * nothing to the width of what holds it (contain: inline-size: a grid or flex parent is not stretched
 * to the table), shows a shadow on each side it can still scroll to, and keeps absolutely placed
 * content such as an sr-only caption inside it. Keyboard users can focus it to scroll it.
 */
export function TableScroll({ label, className, children }: TTableScrollProps) {
  return (
    <div
      role="group"
      aria-label={label}
      // focusable so that the arrow keys scroll it, also when it holds no link or button
      tabIndex={0}
      className={clsx(
        'scroll-cue relative w-full overflow-x-auto rounded-xl border border-line shadow-card [contain:inline-size]',
        className,
      )}
    >
      {children}
    </div>
  );
}
