import { useId, type ReactNode } from 'react';
import { Button } from './button';
import { ModalDialog } from './modal-dialog';

/**
 * A question before a change that cannot be taken back (leaving a team,
 * deleting a trip, cancelling a subscription). Escape or the keep button
 * closes it, except while the change is under way; the keep button has focus,
 * so Enter never confirms by accident. While pending, `confirm` is the
 * caller's "…ing" label.
 */
export function ConfirmDialog({
  className,
  title,
  body,
  confirm,
  keep,
  pending,
  onConfirm,
  onKeep,
}: {
  className?: string;
  title: ReactNode;
  body: ReactNode;
  confirm: ReactNode;
  keep: ReactNode;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      className={className}
      titleId={titleId}
      describedBy={bodyId}
      onClose={() => {
        if (!pending) onKeep();
      }}
    >
      <h2 id={titleId} className="modal-dialog__title">
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <div className="modal-dialog__actions">
        <Button disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {confirm}
        </Button>
        <Button variant="ghost" autoFocus disabled={pending} onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </ModalDialog>
  );
}
