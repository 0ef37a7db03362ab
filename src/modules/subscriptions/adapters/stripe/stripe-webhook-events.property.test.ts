import fc from 'fast-check';
import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { reconcile, type SubscriptionRecord } from '../../domain/subscription-record';
import { observationOf, webhookJobOf } from './stripe-webhook-events';

const PRICE_IDS = { monthly: 'price_monthly', annual: 'price_annual' } as const;
const base = Math.floor(Date.parse('2026-11-24T10:00:00Z') / 1000);
const STRIPE_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'incomplete', 'incomplete_expired', 'unpaid', 'paused'] as const;

/** One state of subscription `sub_1` as a `customer.subscription.*` event carries it; few distinct seconds, as Stripe's events share them. */
const subscriptionEvent = fc
  .record({
    type: fc.constantFrom('customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'),
    created: fc.integer({ min: 0, max: 3 }).map((s) => base + s),
    status: fc.constantFrom(...STRIPE_STATUSES),
    cancelAtPeriodEnd: fc.boolean(),
    price: fc.constantFrom(PRICE_IDS.monthly, PRICE_IDS.annual),
    periodEnd: fc.integer({ min: 0, max: 2 }).map((d) => base + d * 86_400),
    trialEnd: fc.option(fc.constant(base + 3 * 86_400), { nil: null }),
  })
  .map(({ type, created, status, cancelAtPeriodEnd, price, periodEnd, trialEnd }) => ({
    id: `evt_${created}_${status}_${cancelAtPeriodEnd}_${price}_${periodEnd}_${trialEnd}`,
    object: 'event',
    type,
    created,
    data: {
      object: {
        id: 'sub_1',
        object: 'subscription',
        customer: 'cus_1',
        status,
        cancel_at_period_end: cancelAtPeriodEnd,
        trial_start: trialEnd === null ? null : base,
        trial_end: trialEnd,
        metadata: { user_id: '6f1c1c3e-0000-4000-8000-000000000001', plan: 'monthly' },
        items: { data: [{ price: { id: price }, current_period_end: periodEnd }] },
      },
    },
  }));

/** An invoice event: it names the subscription, whose state is read from Stripe when the job runs. */
const invoiceEvent = fc
  .record({
    type: fc.constantFrom('invoice.paid', 'invoice.payment_failed'),
    created: fc.integer({ min: 0, max: 3 }).map((s) => base + s),
  })
  .map(({ type, created }) => ({
    id: `evt_invoice_${type}_${created}`,
    object: 'event',
    type,
    created,
    data: { object: { id: 'in_1', object: 'invoice', parent: { subscription_details: { subscription: 'sub_1' } } } },
  }));

/** What Stripe answers when an invoice's job reads the subscription: its state now, after every event. */
const readNow: SubscriptionRecord = {
  provider: 'stripe',
  providerSubId: 'sub_1',
  status: 'active',
  planPriceId: PRICE_IDS.monthly,
  currentPeriodEnd: new Date((base + 30 * 86_400) * 1000),
  cancelAtPeriodEnd: false,
  trialStart: null,
  trialEnd: null,
  observedAt: new Date((base + 10) * 1000),
};

/** The record after the app processed `events` in this order, through the same mapping and reconcile as the job. */
function processed(events: object[]): SubscriptionRecord | null {
  return events.reduce<SubscriptionRecord | null>((kept, event) => {
    const job = webhookJobOf(event as Stripe.Event, PRICE_IDS);
    if (!job) return kept;
    return reconcile(kept, job.observation ? observationOf(job.observation).record : readNow);
  }, null);
}

describe("a subscription's webhook events", () => {
  it('give the same final status and record in any order, with any duplicates', () => {
    const delivery = fc
      .array(fc.oneof({ weight: 4, arbitrary: subscriptionEvent }, { weight: 1, arbitrary: invoiceEvent }), { minLength: 1, maxLength: 10 })
      .chain((sent) =>
        fc
          .tuple(fc.constant(sent), fc.shuffledSubarray(sent), fc.nat())
          .map(([events, again, seed]) => ({ events, received: shuffle([...events, ...again], seed) })),
      );
    fc.assert(
      fc.property(delivery, ({ events, received }) => {
        const expected = processed(events);
        const actual = processed(received);
        expect(actual?.status).toBe(expected?.status);
        expect(actual).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('end in the state of the newest event when no two share a second', () => {
    fc.assert(
      fc.property(fc.uniqueArray(subscriptionEvent, { minLength: 1, maxLength: 4, selector: (event) => event.created }), (events) => {
        const newest = events.reduce((a, b) => (b.created > a.created ? b : a));
        expect(processed([...events].reverse())).toEqual(processed([newest]));
      }),
    );
  });
});

/** A deterministic Fisher–Yates shuffle, so that fast-check can replay and shrink a failure. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed || 1;
  for (let i = items.length - 1; i > 0; i--) {
    state = (state * 48_271) % 2_147_483_647;
    const j = state % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}
