import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { ModalDialog } from '../modal-dialog';

function Opener({ kind, onDismiss }: { kind: 'modal' | 'confirm'; onDismiss: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onDismiss();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {kind === 'modal' ? (
        <ModalDialog open={open} title="Edit" closeLabel="Close" onClose={close}>
          <input aria-label="Name" />
          <button type="submit">Save</button>
        </ModalDialog>
      ) : (
        <ConfirmDialog
          open={open}
          title="Delete?"
          confirmLabel="Delete"
          cancelLabel="Cancel"
          onConfirm={close}
          onCancel={close}
        >
          This cannot be undone.
        </ConfirmDialog>
      )}
    </>
  );
}

describe('dialogs', () => {
  it('a form dialog focuses its first field, keeps Tab inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Opener kind="modal" onDismiss={onDismiss} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Name'));
    await user.tab();
    await user.tab();
    // Close → Name → Save, then round to the close button again
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });

  it('a confirmation focuses Cancel, is described by its text, and keeps Tab between its buttons', async () => {
    const user = userEvent.setup();
    render(<Opener kind="confirm" onDismiss={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'open' }));
  });
});
