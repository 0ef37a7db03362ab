import { describe, expect, it } from 'vitest';
import { addMonths, localSubscriptionAt, type LocalSubscription } from './local-lifecycle';

const at = (iso: string) => new Date(iso);

function subscription(changes: Partial<LocalSubscription> = {}): LocalSubscription {
  return {
    id: 'lsub_1',
    priceId: 'local_monthly',
    interval: 'month',
    cardOutcome: 'succeeds',
    trialStart: at('2026-11-24T10:00:00Z'),
    trialEnd: at('2026-11-27T10:00:00Z'),
    cancelRequestedAt: null,
    ...changes,
  };
}

describe('the local provider moves time as Stripe does', () => {
  it('trials until the trial ends', () => {
    expect(localSubscriptionAt(subscription(), at('2026-11-26T00:00:00Z'))).toMatchObject({
      status: 'trialing',
      currentPeriodEnd: at('2026-11-27T10:00:00Z'),
      cancelAtPeriodEnd: false,
    });
  });

  it('charges a good card at the end of the trial and renews every month', () => {
    expect(localSubscriptionAt(subscription(), at('2026-11-27T10:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodEnd: at('2026-12-27T10:00:00Z'),
    });
    expect(localSubscriptionAt(subscription(), at('2027-01-30T00:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodEnd: at('2027-02-27T10:00:00Z'),
    });
  });

  it('renews an annual plan every year', () => {
    expect(localSubscriptionAt(subscription({ interval: 'year' }), at('2027-12-01T00:00:00Z'))).toMatchObject({
      status: 'active',
      currentPeriodEnd: at('2028-11-27T10:00:00Z'),
    });
  });

  it('goes past due when the first charge fails (test card 0341)', () => {
    expect(localSubscriptionAt(subscription({ cardOutcome: 'fails-first-charge' }), at('2026-11-28T00:00:00Z'))).toMatchObject({
      status: 'past_due',
    });
  });

  it('ends a trial cancelled during the trial when the trial ends, charging nothing', () => {
    const cancelled = subscription({ cancelRequestedAt: at('2026-11-25T00:00:00Z') });
    expect(localSubscriptionAt(cancelled, at('2026-11-26T00:00:00Z'))).toMatchObject({ status: 'trialing', cancelAtPeriodEnd: true });
    expect(localSubscriptionAt(cancelled, at('2026-11-27T10:00:00Z'))).toMatchObject({
      status: 'canceled',
      currentPeriodEnd: at('2026-11-27T10:00:00Z'),
    });
  });

  it('ends a paid subscription cancelled mid-period at the end of that period', () => {
    const cancelled = subscription({ cancelRequestedAt: at('2026-12-10T00:00:00Z') });
    expect(localSubscriptionAt(cancelled, at('2026-12-20T00:00:00Z'))).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(localSubscriptionAt(cancelled, at('2027-03-01T00:00:00Z'))).toMatchObject({
      status: 'canceled',
      currentPeriodEnd: at('2026-12-27T10:00:00Z'),
    });
  });

  it.each([
    ['2026-01-31T00:00:00Z', 1, '2026-02-28T00:00:00Z'],
    ['2028-01-31T00:00:00Z', 1, '2028-02-29T00:00:00Z'],
    ['2026-11-27T10:00:00Z', 12, '2027-11-27T10:00:00Z'],
  ])('adds calendar months: %s + %i', (from, months, to) => {
    expect(addMonths(at(from), months)).toEqual(at(to));
  });
});
