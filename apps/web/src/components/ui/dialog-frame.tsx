import { clsx } from 'clsx';
import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type TDialogFrameProps = {
  role: 'dialog' | 'alertdialog';
  labelledBy: string;
  describedBy?: string;
  /** Escape or the backdrop */
  onDismiss: () => void;
  /** while something runs, Escape and the backdrop do nothing */
  busy?: boolean;
  /** what takes focus on open (else the panel's first focusable element) */
  initialFocus?: RefObject<HTMLElement | null> | ((panel: HTMLElement) => HTMLElement | null);
  /** `start` for tall forms that scroll, `center` for short confirmations */
  placement?: 'start' | 'center';
  panelClassName: string;
  children: ReactNode;
};

/**
 * The one modal primitive of the app, rendered only while open: focus moves in on open, Tab stays
 * inside, Escape and the backdrop dismiss, and focus returns to the opener. Not the native
 * <dialog>, so jsdom tests and every browser behave alike.
 */
export function DialogFrame({
  role,
  labelledBy,
  describedBy,
  onDismiss,
  busy = false,
  initialFocus,
  placement = 'center',
  panelClassName,
  children,
}: TDialogFrameProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const target = typeof initialFocus === 'function' ? initialFocus(panel) : initialFocus?.current;
      (target ?? panel.querySelector<HTMLElement>(FOCUSABLE))?.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
    // focus moves once, when the dialog opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div
      className={clsx(
        'fixed inset-0 z-50 flex justify-center p-4',
        placement === 'start' ? 'items-start overflow-y-auto sm:py-10' : 'items-center',
      )}
      onKeyDown={onKeyDown}
    >
      <div aria-hidden="true" className="fixed inset-0 bg-ink/40" onClick={busy ? undefined : onDismiss} />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        className={clsx('relative w-full rounded-xl bg-surface p-6 shadow-card-hover', panelClassName)}
      >
        {children}
      </div>
    </div>
  );
}
