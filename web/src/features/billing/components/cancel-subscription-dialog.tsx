import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { formatDay } from '../billing-format';

/**
 * Cancelling needs a confirmation (spec 1 §5), which says until when Pro
 * lasts. Escape or "Keep my subscription" closes it, except while the
 * cancellation is under way.
 */
export function CancelSubscriptionDialog({
  accessEndsAt,
  pending,
  onConfirm,
  onKeep,
}: {
  accessEndsAt: string | null;
  pending: boolean;
  onConfirm: () => void;
  onKeep: () => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const bodyId = useId();
  return (
    <ModalDialog
      className="billing-dialog"
      titleId={titleId}
      describedBy={bodyId}
      onClose={() => {
        if (!pending) onKeep();
      }}
    >
      <h2 id={titleId} className="billing-dialog__title">
        <FormattedMessage id="account.billing.confirm-title" />
      </h2>
      <p id={bodyId}>
        <FormattedMessage id="account.billing.confirm-body" values={{ date: accessEndsAt ? formatDay(intl, accessEndsAt) : '' }} />
      </p>
      <div className="billing-dialog__actions">
        <Button disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          <FormattedMessage id={pending ? 'account.billing.cancelling' : 'account.billing.confirm-yes'} />
        </Button>
        <Button variant="ghost" autoFocus disabled={pending} onClick={onKeep}>
          <FormattedMessage id="account.billing.confirm-no" />
        </Button>
      </div>
    </ModalDialog>
  );
}
