import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The confirmed action is on its way: both buttons wait, and Escape does not close. */
  busy: boolean;
  cancelLabel: string;
  confirmLabel: string;
  /** The confirm button's text while `busy`. */
  busyLabel: string;
  onCancel: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}

/** A dialog asking before something that cannot be undone: Cancel, and the danger button. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, busy, onCancel, onConfirm, children } = props;
  return (
    <Dialog
      open={open}
      title={title}
      onClose={() => !busy && onCancel()}
      actions={
        <>
          <Button type="button" $variant="secondary" disabled={busy} onClick={onCancel}>
            {props.cancelLabel}
          </Button>
          <Button type="button" $variant="danger" disabled={busy} onClick={onConfirm}>
            {busy ? props.busyLabel : props.confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
