import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import './Dialog.css';

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** the dialog's buttons, under the content */
  actions: ReactNode;
}

/**
 * A modal dialog on the browser's own `<dialog>`: `showModal()` puts it in the top layer and makes
 * the page behind inert (focus cannot leave it for the page), Escape arrives as its `cancel` event
 * and closes it through `onClose`, and focus returns to what opened it. Named by its title; the page
 * behind does not scroll while it is open.
 */
export function Dialog({ title, onClose, children, actions }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    element?.showModal();
    // the dialog itself, not its first button: a screen reader then starts with the dialog's name
    element?.focus();
    return () => {
      if (element?.open) element.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  // The parent decides: it unmounts the dialog (closing it) or keeps it open.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };
  // Escape belongs to the dialog: the shell's panels that close on Escape (document listeners) must not close with it.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') event.stopPropagation();
  };

  return createPortal(
    // aria-modal repeats what showModal() tells the accessibility tree, for tools that read attributes only
    <dialog
      ref={dialog}
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className="ui-dialog"
      onCancel={onCancel}
      onKeyDown={onKeyDown}
    >
      <h2 id={titleId} className="ui-dialog__title">
        {title}
      </h2>
      <div className="ui-dialog__body">{children}</div>
      <div className="ui-dialog__actions">{actions}</div>
    </dialog>,
    document.body,
  );
}
