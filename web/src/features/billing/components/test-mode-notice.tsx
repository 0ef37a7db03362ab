import { FormattedMessage } from 'react-intl';
import { Icon } from '../../../components/ui/icon';

/** The banner every local billing page opens with: this is a test, no real money moves. */
export function TestModeNotice({ messageId }: { messageId: string }) {
  return (
    <p className="billing-test-notice" role="note">
      <span className="billing-test-notice__badge">
        <Icon name="shield" size={16} />
        <FormattedMessage id="billing.test-badge" />
      </span>
      <span>
        <FormattedMessage id={messageId} />
      </span>
    </p>
  );
}
