import { FormattedMessage } from 'react-intl';

/** While Stripe's card form (its code, then Stripe.js) loads. */
export function StripeCardLoading() {
  return (
    <p className="billing-card" role="status" aria-busy="true">
      <FormattedMessage id="paywall.stripe.loading" />
    </p>
  );
}
