import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CHECKOUT_RETURN, type PendingSubscriptionReply, type Plan, type TestCard } from '../../../../contracts/subscriptions';
import { HttpError } from '../../api/api-client';
import { Button } from '../../components/ui/button';
import { useToast } from '../../components/ui/toast';
import { useSession } from '../../session';
import {
  activateSubscription,
  billingProblem,
  CardForm,
  confirmTestCheckout,
  createSubscription,
  createTrial,
  goTo,
  TestModeNotice,
} from '../billing';

/**
 * The paywall's card tab. Starting the trial needs a signed-in traveller: a
 * signed-out one is told so in a toast and sent to /auth (spec 1 §8).
 *
 * Which card form, by the billing `GET /api/plans` reports:
 * - `local` (the default, offline): the local card form, labelled as a test
 *   checkout, in the page itself — create-subscription, confirm the card
 *   against its client secret (the local checkout's id), activate, then the
 *   checkout return at `/app?trial_started=true`.
 * - `stripe`: the spec's card tab would embed Stripe's Payment Element, but
 *   Stripe.js is not loaded in this app yet (it needs its script and a CSP
 *   widened on this page only). Until then card payments open in a secure
 *   window: the hosted trial checkout of `POST /api/create-trial-subscription`,
 *   the same 3-day trial, which comes back to the same checkout return.
 */
export function CardTab({ plan, billing }: { plan: Plan; billing: 'local' | 'stripe' }) {
  const { status } = useSession();
  if (status === 'loading') return null;
  if (status === 'signed-out') return <SignInFirst />;
  return billing === 'local' ? <LocalCard plan={plan} /> : <SecureWindow plan={plan} />;
}

/** The toast and the way to /auth when the trial is asked for without a session (or with one that has ended). */
function useSignInFirst() {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  return () => {
    toast.show({ title: intl.formatMessage({ id: 'paywall.sign-in-required' }), tone: 'error' });
    void navigate('/auth');
  };
}

/** "Failed to start checkout" (spec 1 §8), with the server's reason when it gave one; 401 asks to sign in instead. */
function useStartFailed() {
  const intl = useIntl();
  const toast = useToast();
  const signInFirst = useSignInFirst();
  return (error: unknown) => {
    if (error instanceof HttpError && error.status === 401) return signInFirst();
    toast.show({
      title: intl.formatMessage({ id: 'paywall.error.start' }),
      description: billingProblem(intl, error, intl.formatMessage({ id: 'subscribe.error.initialize' })),
      tone: 'error',
    });
  };
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

function SecureWindow({ plan }: { plan: Plan }) {
  const startFailed = useStartFailed();
  const open = useMutation({ mutationFn: createTrial, onSuccess: (url) => goTo(url), onError: startFailed });
  return (
    <div className="billing-card">
      <p>
        <FormattedMessage id="paywall.card.secure-note" />
      </p>
      <Button
        size="lg"
        block
        disabled={open.isPending || open.isSuccess}
        aria-busy={open.isPending || undefined}
        onClick={() => open.mutate(plan.id)}
      >
        <FormattedMessage id={open.isPending ? 'paywall.card.opening' : 'paywall.card.secure-open'} />
      </Button>
    </div>
  );
}
