import { useEffect, useRef, type ReactNode } from 'react';
import '../billing.css';

/**
 * A modal in the browser's own `<dialog>` (the pattern of the exit offer):
 * `showModal()` keeps focus inside, makes the page behind inert, draws the
 * backdrop and closes on Escape; billing.css stops the page scrolling behind
 * it. No script injects a `<style>` element, so the CSP has nothing to refuse.
 * Render it only while open; Escape asks `onClose`, which may refuse (busy).
 */
export function ModalDialog({
  titleId,
  describedBy,
  onClose,
  children,
}: {
  titleId: string;
  describedBy?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || dialog.open) return;
    // jsdom has no showModal; the attribute shows the dialog there.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="billing-dialog"
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
