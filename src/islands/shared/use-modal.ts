/**
 * A real modal for an island: a native <dialog> opened with showModal() when the component
 * mounts, so focus moves into it, Tab stays inside (the page behind is inert) and Escape asks
 * to cancel; when the component unmounts the dialog closes and focus goes back to the control
 * that opened it. The admin's reason dialog, the unblock confirmation and the blog post editor
 * use it.
 */
import { useEffect, useRef } from 'react';

/**
 * Returns the ref for the <dialog>. `onCancel` runs on Escape (the browser's own close is
 * prevented; the caller unmounts the dialog, or keeps it open while it is busy) and when the
 * browser closes the dialog by itself (a second Escape without a click in between).
 */
export function useModal(onCancel: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    let closing = false;
    const onCancelEvent = (e: Event) => {
      e.preventDefault();
      cancel.current();
    };
    const onClose = () => {
      if (!closing) cancel.current();
    };
    dialog.addEventListener('cancel', onCancelEvent);
    dialog.addEventListener('close', onClose);
    if (!dialog.open) dialog.showModal();
    return () => {
      closing = true;
      dialog.removeEventListener('cancel', onCancelEvent);
      dialog.removeEventListener('close', onClose);
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return ref;
}
