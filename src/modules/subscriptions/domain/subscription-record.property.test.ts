import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECORD_STATUSES, reconcile, type SubscriptionRecord } from './subscription-record';

const base = Date.parse('2026-11-24T10:00:00Z');
// Few distinct seconds, so that many observations share a timestamp as Stripe's events do.
const second = fc.integer({ min: 0, max: 1 }).map((s) => new Date(base + s * 1000));
const maybeDate = fc.option(
  fc.integer({ min: 0, max: 1 }).map((d) => new Date(base + d * 86_400_000)),
  { nil: null },
);

const fields = {
  provider: fc.constant('stripe' as const),
  providerSubId: fc.constant('sub_1'),
  status: fc.constantFrom(...RECORD_STATUSES),
  planPriceId: fc.constantFrom('price_monthly', 'price_annual'),
  currentPeriodEnd: maybeDate,
  cancelAtPeriodEnd: fc.boolean(),
  trialStart: maybeDate,
  trialEnd: maybeDate,
  observedAt: second,
};
const observation: fc.Arbitrary<SubscriptionRecord> = fc.record(fields);

/** Observations that differ from one another in a field or two, so that every tie-break is exercised. */
const lookAlikes: fc.Arbitrary<SubscriptionRecord[]> = observation.chain((base) =>
  fc.array(
    fc
      .constantFrom(...(Object.keys(fields) as (keyof SubscriptionRecord)[]))
      .chain((key) => (fields[key] as fc.Arbitrary<unknown>).map((value) => ({ ...base, [key]: value }))),
    { minLength: 1, maxLength: 8 },
  ),
);

const fold = (observations: SubscriptionRecord[]) => observations.reduce<SubscriptionRecord | null>(reconcile, null);

describe('webhook observations of one subscription', () => {
  it('give the same record in any order, with any duplicates', () => {
    const delivery = fc.oneof(lookAlikes, fc.array(observation, { minLength: 1, maxLength: 8 })).chain((sent) =>
      fc.tuple(fc.constant(sent), fc.shuffledSubarray(sent, { minLength: 0 }), fc.nat()).map(([events, again, seed]) => ({
        events,
        received: shuffle([...events, ...again], seed),
      })),
    );
    fc.assert(
      fc.property(delivery, ({ events, received }) => {
        expect(fold(received)).toEqual(fold(events));
      }),
      { numRuns: 500 },
    );
  });

  it('never let an older observation replace a newer one', () => {
    fc.assert(
      fc.property(observation, observation, (a, b) => {
        fc.pre(a.observedAt.getTime() !== b.observedAt.getTime());
        const newer = a.observedAt > b.observedAt ? a : b;
        expect(reconcile(a, b)).toBe(newer);
        expect(reconcile(b, a)).toBe(newer);
      }),
    );
  });

  it('let a cancellation win over an update in the same second', () => {
    const updated: SubscriptionRecord = {
      provider: 'stripe',
      providerSubId: 'sub_1',
      status: 'active',
      planPriceId: 'price_monthly',
      currentPeriodEnd: new Date(base + 30 * 86_400_000),
      cancelAtPeriodEnd: false,
      trialStart: null,
      trialEnd: null,
      observedAt: new Date(base),
    };
    const cancelled: SubscriptionRecord = { ...updated, status: 'canceled' };
    expect(reconcile(cancelled, updated).status).toBe('canceled');
    expect(reconcile(updated, cancelled).status).toBe('canceled');
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
