import { FormattedMessage } from 'react-intl';
import { FormAlert } from '../../../components/ui/form-field';

/** What the subscribe screen and the paywall show instead of the plans when billing is off (spec 1 §2 "Paywall", §8). */
export function PaymentUnavailable() {
  return (
    <FormAlert>
      <p>
        <FormattedMessage id="subscribe.plans.unavailable" />
      </p>
    </FormAlert>
  );
}
