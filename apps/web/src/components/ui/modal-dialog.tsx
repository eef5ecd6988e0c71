import { X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { DialogFrame } from './dialog-frame';

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

/** A modal dialog for forms (role="dialog"): focus moves to the first field on open. */
export function ModalDialog({
  open,
  title,
  closeLabel,
  onClose,
  children,
  busy = false,
  size = 'md',
}: TModalDialogProps) {
  const titleId = useId();
  if (!open) return null;
  return (
    <DialogFrame
      role="dialog"
      labelledBy={titleId}
      onDismiss={onClose}
      busy={busy}
      placement="start"
      initialFocus={(panel) =>
        panel.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select, textarea')
      }
      panelClassName={size === 'lg' ? 'max-w-3xl' : 'max-w-lg'}
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
    </DialogFrame>
  );
}
