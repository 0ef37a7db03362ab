import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatDay } from '../billing-format';

/** Cancelling needs a confirmation (spec 1 §5), which says until when Pro lasts. */
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
  return (
    <ConfirmDialog
      className="billing-dialog"
      title={<FormattedMessage id="account.billing.confirm-title" />}
      body={<FormattedMessage id="account.billing.confirm-body" values={{ date: accessEndsAt ? formatDay(intl, accessEndsAt) : '' }} />}
      confirm={<FormattedMessage id={pending ? 'account.billing.cancelling' : 'account.billing.confirm-yes'} />}
      keep={<FormattedMessage id="account.billing.confirm-no" />}
      pending={pending}
      onConfirm={onConfirm}
      onKeep={onKeep}
    />
  );
}
