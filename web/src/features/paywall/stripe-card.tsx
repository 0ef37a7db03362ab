import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
// The pure entry point loads Stripe.js when `loadStripe` is called, not when this module is imported.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CHECKOUT_RETURN, type PendingSubscriptionReply, type Plan, type PlanId } from '../../../../contracts/subscriptions';
import { Button } from '../../components/ui/button';
import { FormAlert } from '../../components/ui/form-field';
import { activateSubscription, billingProblem, createSubscription, formatMoney } from '../billing';
import { StripeCardLoading } from './stripe-card-loading';
import { useStartFailed } from './trial-start';

/** Stripe's own words for a card it refused or a form left incomplete (Stripe.js writes them in the page's language). */
class CardRefused extends Error {}

type Loaded = { stripe: Stripe; elements: StripeElements };

/**
 * The paywall's card tab with Stripe (ADR 0029): Stripe.js and its Payment
 * Element, card only. Paying creates the trial subscription (once per plan,
 * kept when a card is refused), confirms its SetupIntent with the card typed
 * in Stripe's frame, activates it and goes to the checkout return. The card
 * never touches this app. This module is its own chunk, fetched only when
 * billing is on Stripe; Stripe.js itself comes from js.stripe.com, which only
 * the paywall's Content-Security-Policy allows.
 */
export default function StripeCard({ plan, publishableKey }: { plan: Plan; publishableKey: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const startFailed = useStartFailed();
  const legendId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = useState<Loaded | 'failed' | null>(null);
  const started = useRef(new Map<PlanId, { subscription: PendingSubscriptionReply; confirmed: boolean }>());

  useEffect(() => {
    if (!documentLoadedHere()) {
      // A page reached inside the app keeps the policy of the page it was loaded at, which refuses Stripe.js.
      window.location.reload();
      return;
    }
    let gone = false;
    let unmount = () => {};
    loadStripe(publishableKey)
      .then((stripe) => {
        if (gone || !frame.current) return;
        if (!stripe) throw new Error('Stripe.js did not load');
        const elements = stripe.elements({
          mode: 'setup',
          currency: plan.currency.toLowerCase(),
          allowedPaymentMethodTypes: ['card'],
          locale: intl.locale as StripeElementLocale,
        });
        const element = elements.create('payment');
        element.mount(frame.current);
        unmount = () => element.destroy();
        setLoaded({ stripe, elements });
      })
      .catch(() => {
        if (!gone) setLoaded('failed');
      });
    return () => {
      gone = true;
      unmount();
    };
  }, [publishableKey, plan.currency, intl.locale]);

  const paying = useMutation({
    mutationFn: async ({ stripe, elements }: Loaded) => {
      const checked = await elements.submit();
      if (checked.error) throw new CardRefused(checked.error.message);
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
        // A card needing 3-D Secure is challenged in Stripe's dialog; cards never redirect, so neither does this page.
        const { error } = await stripe.confirmSetup({ elements, clientSecret: attempt.subscription.clientSecret, redirect: 'if_required' });
        if (error) throw new CardRefused(error.message);
        attempt.confirmed = true;
      }
      await activateSubscription(attempt.subscription.subscriptionId);
      await navigate(CHECKOUT_RETURN.started);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (loaded && loaded !== 'failed') paying.mutate(loaded);
  };
  const failure = paying.isError
    ? paying.error instanceof CardRefused && paying.error.message
      ? paying.error.message
      : billingProblem(intl, paying.error, intl.formatMessage({ id: 'billing.checkout.failed' }))
    : undefined;
  const busy = paying.isPending || paying.isSuccess;

  if (loaded === 'failed') {
    return (
      <FormAlert>
        <p>
          <FormattedMessage id="paywall.stripe.load-failed" />
        </p>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <FormattedMessage id="billing.retry" />
        </Button>
      </FormAlert>
    );
  }
  return (
    <form className="billing-card billing-form paywall__card" aria-labelledby={legendId} noValidate onSubmit={submit}>
      <h2 id={legendId} className="billing-card__eyebrow">
        <FormattedMessage id="billing.checkout.card-legend" />
      </h2>
      <p>
        <FormattedMessage id="paywall.stripe.note" values={{ days: plan.trialDays }} />
      </p>
      {failure ? (
        <FormAlert>
          <p>{failure}</p>
          <p>
            <FormattedMessage id="billing.checkout.nothing-charged" />
          </p>
        </FormAlert>
      ) : null}
      {loaded ? null : <StripeCardLoading />}
      <div ref={frame} className="paywall__stripe-element" />
      <Button type="submit" size="lg" block disabled={!loaded || busy} aria-busy={paying.isPending || undefined}>
        {paying.isPending ? (
          <FormattedMessage id="billing.checkout.paying" />
        ) : (
          <FormattedMessage id="billing.checkout.pay" values={{ amount: formatMoney(intl, 0, plan.currency) }} />
        )}
      </Button>
    </form>
  );
}

/**
 * Whether this document was loaded at the address it shows now. A
 * Content-Security-Policy binds the document it came with: after moving here
 * inside the app, the policy is still the one of the first page, which does
 * not allow Stripe.js.
 */
function documentLoadedHere(): boolean {
  const [navigation] = performance.getEntriesByType('navigation');
  return !navigation || new URL(navigation.name).pathname === window.location.pathname;
}
