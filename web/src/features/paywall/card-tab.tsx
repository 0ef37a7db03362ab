import { lazy, Suspense, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { CHECKOUT_RETURN, type PendingSubscriptionReply, type Plan, type TestCard } from '../../../../contracts/subscriptions';
import { Button } from '../../components/ui/button';
import { useSession } from '../../session';
import { activateSubscription, CardForm, confirmTestCheckout, createSubscription, PaymentUnavailable, TestModeNotice } from '../billing';
import { StripeCardLoading } from './stripe-card-loading';
import { useSignInFirst, useStartFailed } from './trial-start';

/** Stripe's card form, with Stripe.js: its own chunk, fetched only when billing is on Stripe (ADR 0029). */
const StripeCard = lazy(() => import('./stripe-card'));

/**
 * The paywall's card tab. Starting the trial needs a signed-in traveller: a
 * signed-out one is told so in a toast and sent to /auth (spec 1 §8).
 *
 * Which card form, by the billing `GET /api/plans` reports:
 * - `local` (the default, offline): the local card form, labelled as a test
 *   checkout, in the page itself — create-subscription, confirm the card
 *   against its client secret (the local checkout's id), activate, then the
 *   checkout return at `/app?trial_started=true`.
 * - `stripe`: Stripe's Payment Element (`stripe-card.tsx`, loaded with
 *   Stripe.js only then), confirming the SetupIntent of the same
 *   create-subscription, then the same activation and checkout return.
 */
export function CardTab({ plan, billing, stripeKey }: { plan: Plan; billing: 'local' | 'stripe'; stripeKey: string | undefined }) {
  const { status } = useSession();
  if (status === 'loading') return null;
  if (status === 'signed-out') return <SignInFirst />;
  if (billing === 'local') return <LocalCard plan={plan} />;
  // The server sends the key whenever billing is on Stripe (its configuration requires it).
  if (!stripeKey) return <PaymentUnavailable />;
  return (
    <Suspense fallback={<StripeCardLoading />}>
      <StripeCard plan={plan} publishableKey={stripeKey} />
    </Suspense>
  );
}

function SignInFirst() {
  const signInFirst = useSignInFirst();
  return (
    <div className="billing-card">
      <p>
        <FormattedMessage id="paywall.card.sign-in-note" />
      </p>
      <Button size="lg" block onClick={signInFirst}>
        <FormattedMessage id="paywall.card.start" />
      </Button>
    </div>
  );
}

/**
 * The local card form. One subscription per plan is created, on the first
 * attempt, and kept: a declined card can be replaced without starting over,
 * and a confirmed card is not confirmed twice if the activation is retried.
 */
function LocalCard({ plan }: { plan: Plan }) {
  const navigate = useNavigate();
  const startFailed = useStartFailed();
  const started = useRef(new Map<string, { subscription: PendingSubscriptionReply; confirmed: boolean }>());

  const pay = async (card: TestCard) => {
    let attempt = started.current.get(plan.id);
    if (!attempt) {
      const subscription = await createSubscription(plan.id).catch((error: unknown) => {
        startFailed(error);
        throw error;
      });
      attempt = { subscription, confirmed: false };
      started.current.set(plan.id, attempt);
    }
    if (!attempt.confirmed) {
      await confirmTestCheckout(attempt.subscription.clientSecret, card);
      attempt.confirmed = true;
    }
    await activateSubscription(attempt.subscription.subscriptionId);
    await navigate(CHECKOUT_RETURN.started);
  };

  return (
    <div className="paywall__card">
      <TestModeNotice messageId="billing.checkout.test-notice" />
      <CardForm key={plan.id} currency={plan.currency} pay={pay} />
    </div>
  );
}
