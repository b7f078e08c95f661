import type { ReactNode } from 'react';
import { Button, Dialog } from '@rowad/shared/ui';

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

/**
 * A dialog asking before something that cannot be undone: Cancel, and the danger button. Its own entry
 * (`@rowad/shared/ui/confirm-dialog`), bundled into the remotes that ask: the UI kit every visitor
 * loads stays as it is.
 */
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
