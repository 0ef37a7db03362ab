import { FormattedMessage } from 'react-intl';
import { Icon } from '../components/ui/icon';
import { OfflineMessages } from './offline-messages';
import './offline.css';

/** Said where a finished workout would show what it earned, while it waits for the network (docs/adr/0046). */
export function QueuedNotice() {
  return (
    <OfflineMessages>
      <p className="queued-notice" role="status" data-testid="completion-queued">
        <Icon name="clock" size={20} className="queued-notice__icon" />
        <FormattedMessage id="offline.completion.queued" />
      </p>
    </OfflineMessages>
  );
}
