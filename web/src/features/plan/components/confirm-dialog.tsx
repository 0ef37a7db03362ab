import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';

/**
 * Deleting a trip asks first. Escape or the keep button closes it, except
 * while the deletion is under way; the keep button has focus, so Enter never
 * confirms by accident.
 */
export function ConfirmDialog({
  title,
  body,
  confirm,
  keep,
  pending,
  onConfirm,
  onKeep,
}: {
  title: string;
  body: string;
  confirm: string;
  keep: string;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog className="plan-dialog" titleId={titleId} describedBy={bodyId} onClose={() => (pending ? undefined : onKeep())}>
      <h2 id={titleId} className="plan-dialog__title">
        {title}
      </h2>
      <p id={bodyId}>{body}</p>
      <div className="plan-dialog__actions">
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
