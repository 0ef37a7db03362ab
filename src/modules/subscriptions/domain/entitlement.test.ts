import { describe, expect, it } from 'vitest';
import { entitlementOf } from './entitlement';
import type { SubscriptionRecord } from './subscription-record';

const at = (iso: string) => new Date(iso);
const TRIAL_START = at('2026-11-24T10:00:00Z');
const TRIAL_END = at('2026-11-27T10:00:00Z');
const PERIOD_END = at('2026-12-27T10:00:00Z');

function record(changes: Partial<SubscriptionRecord> = {}): SubscriptionRecord {
  return {
    provider: 'stripe',
    providerSubId: 'sub_1',
    status: 'trialing',
    planPriceId: 'price_monthly',
    currentPeriodEnd: TRIAL_END,
    cancelAtPeriodEnd: false,
    trialStart: TRIAL_START,
    trialEnd: TRIAL_END,
    observedAt: TRIAL_START,
    ...changes,
  };
}

describe('what a traveller may do, from the record and the clock', () => {
  it('is nothing without a subscription', () => {
    expect(entitlementOf(null, TRIAL_START)).toMatchObject({ subscriptionStatus: 'none', pro: false, daysRemaining: null });
  });

  it.each([
    ['2026-11-24T10:00:00Z', 3],
    ['2026-11-25T09:00:00Z', 3],
    ['2026-11-25T10:00:00Z', 2],
    ['2026-11-27T09:00:00Z', 1],
  ])('counts whole days left of the trial at %s: %i', (now, days) => {
    expect(entitlementOf(record(), at(now))).toEqual({
      subscriptionStatus: 'trial',
      pro: true,
      isTrial: true,
      trialEndsAt: TRIAL_END,
      accessEndsAt: null,
      daysRemaining: days,
    });
  });

  it('stays Pro when the trial ends before the provider reports the first charge', () => {
    expect(entitlementOf(record(), at('2026-11-27T10:00:01Z'))).toMatchObject({ subscriptionStatus: 'active', pro: true, isTrial: false });
  });

  it('is active while a paid subscription renews', () => {
    const paid = record({ status: 'active', currentPeriodEnd: PERIOD_END });
    expect(entitlementOf(paid, at('2026-12-01T00:00:00Z'))).toMatchObject({ subscriptionStatus: 'active', pro: true, accessEndsAt: null });
  });

  it('keeps a cancelled trial until the trial ends, then expires', () => {
    const cancelled = record({ cancelAtPeriodEnd: true });
    expect(entitlementOf(cancelled, at('2026-11-26T10:00:00Z'))).toMatchObject({
      subscriptionStatus: 'canceled',
      pro: true,
      isTrial: true,
      accessEndsAt: TRIAL_END,
      daysRemaining: 1,
    });
    expect(entitlementOf(cancelled, TRIAL_END)).toMatchObject({ subscriptionStatus: 'expired', pro: false });
  });

  it('keeps a cancelled paid subscription until its period ends, then expires', () => {
    const cancelled = record({ status: 'active', currentPeriodEnd: PERIOD_END, cancelAtPeriodEnd: true });
    expect(entitlementOf(cancelled, at('2026-12-20T10:00:00Z'))).toMatchObject({
      subscriptionStatus: 'canceled',
      pro: true,
      isTrial: false,
      accessEndsAt: PERIOD_END,
      daysRemaining: 7,
    });
    expect(entitlementOf(cancelled, PERIOD_END)).toMatchObject({ subscriptionStatus: 'expired', pro: false });
  });

  it.each(['past_due', 'canceled'] as const)('ends access when the provider reports %s', (status) => {
    expect(entitlementOf(record({ status }), at('2026-11-25T00:00:00Z'))).toMatchObject({
      subscriptionStatus: 'expired',
      pro: false,
      isTrial: false,
      trialEndsAt: TRIAL_END,
    });
  });
});
