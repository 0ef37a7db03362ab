import { useEffect, useRef, type ReactNode } from 'react';
import './modal-dialog.css';

/**
 * A modal in the browser's own `<dialog>`: `showModal()` keeps focus inside,
 * makes the page behind inert, draws the backdrop and closes on Escape; its
 * stylesheet stops the page scrolling behind it (a `className` adds to it). No
 * script injects a `<style>` element (as Radix's scroll lock did), so the
 * app's `style-src 'self'` policy has nothing to refuse. Render it only while
 * open; Escape asks `onClose`, which may refuse (busy).
 */
export function ModalDialog({
  className,
  titleId,
  describedBy,
  onClose,
  children,
}: {
  className?: string;
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
      className={className ? `modal-dialog ${className}` : 'modal-dialog'}
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
