import type { ReactNode } from 'react';
import { Button } from '@tutor/ui/Button';
import { Dialog } from '@tutor/ui/Dialog';

interface ConfirmDialogProps {
  /** shown while the person decides */
  open: boolean;
  /** the server's refusal of the last try, shown under the button that opened the dialog */
  problem: string | null;
  title: string;
  /** the confirming button's words, and its words while the request is on its way */
  confirmLabel: string;
  sendingLabel: string;
  sending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** what confirming does, in the person's words */
  children: ReactNode;
}

/**
 * "Tidak" or the named move, for a step that cannot be taken back (cancelling an order, changing the
 * teacher), and the refusal of the last try.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, problem, title, confirmLabel, sendingLabel, sending, onConfirm, onClose, children } = props;
  const actions = (
    <>
      <Button variant="secondary" onClick={onClose} disabled={sending}>
        Tidak
      </Button>
      <Button onClick={onConfirm} busy={sending}>
        {sending ? sendingLabel : confirmLabel}
      </Button>
    </>
  );
  return (
    <>
      {problem && (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      )}
      {open && (
        <Dialog title={title} onClose={onClose} actions={actions}>
          {children}
        </Dialog>
      )}
    </>
  );
}
