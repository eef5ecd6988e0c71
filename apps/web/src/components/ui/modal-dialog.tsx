import { X } from 'lucide-react';
import { clsx } from 'clsx';
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

type TModalDialogProps = {
  open: boolean;
  title: string;
  /** the close button's accessible name, already translated */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  /** while something runs, Escape and the backdrop do not close */
  busy?: boolean;
  size?: 'md' | 'lg';
};

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog for forms (role="dialog"): focus moves to the first field on open, Tab stays
 * inside, Escape and the backdrop close, and focus returns to the opener. Like <ConfirmDialog>,
 * not the native <dialog>, so jsdom tests and every browser behave alike.
 */
export function ModalDialog({ open, title, closeLabel, onClose, children, busy = false, size = 'md' }: TModalDialogProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea') ?? panel?.querySelector<HTMLElement>(FOCUSABLE);
    first?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!busy) onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
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
    <div className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:py-10" onKeyDown={onKeyDown}>
      <div aria-hidden="true" className="fixed inset-0 bg-ink/40" onClick={busy ? undefined : onClose} />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={clsx('relative w-full rounded-xl bg-surface p-6 shadow-card-hover', size === 'lg' ? 'max-w-3xl' : 'max-w-lg')}
      >
        <div className="mb-5 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-ink">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            aria-label={closeLabel}
            className="-m-1 rounded-md p-1 text-muted hover:bg-brand-50 hover:text-ink disabled:opacity-50"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
