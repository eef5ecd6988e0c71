import { useId, useRef, type ReactNode } from 'react';
import { ActionButton } from './action-button';
import { DialogFrame } from './dialog-frame';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  loading?: boolean;
  tone?: 'primary' | 'danger';
};

/** A small modal confirmation (role="alertdialog"): focus moves to Cancel on open; Escape and the backdrop cancel. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  loading,
  tone = 'primary',
}: TConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  if (!open) return null;
  return (
    <DialogFrame
      role="alertdialog"
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
      onDismiss={onCancel}
      busy={loading}
      initialFocus={cancelRef}
      panelClassName="max-w-md"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink">
        {title}
      </h2>
      {children && (
        <div id={bodyId} className="mt-2 text-muted">
          {children}
        </div>
      )}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <ActionButton ref={cancelRef} variant="ghost" onClick={onCancel} disabled={loading}>
          {cancelLabel}
        </ActionButton>
        <ActionButton loading={loading} onClick={onConfirm} variant={tone === 'danger' ? 'danger' : 'primary'}>
          {confirmLabel}
        </ActionButton>
      </div>
    </DialogFrame>
  );
}
