import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/**
 * Leaving a team or removing a member asks first. Escape or the keep button
 * closes it, except while the change is under way; the keep button has focus,
 * so Enter never confirms by accident.
 */
export function ConfirmDialog({
  title,
  body,
  confirm,
  confirming,
  keep,
  pending,
  onConfirm,
  onKeep,
}: {
  title: string;
  body: string;
  confirm: string;
  confirming: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      className="teams-dialog"
      titleId={titleId}
      describedBy={bodyId}
      onClose={() => {
        if (!pending) onKeep();
      }}
    >
      <h2 id={titleId} className="teams-dialog__title">
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <div className="teams-dialog__actions">
        <Button disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {pending ? confirming : confirm}
        </Button>
        <Button variant="ghost" autoFocus disabled={pending} onClick={onKeep}>
          {keep}
        </Button>
      </div>
    </ModalDialog>
  );
}
