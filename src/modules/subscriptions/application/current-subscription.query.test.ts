import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from '../domain/subscription-record';
import { CurrentSubscriptionQuery } from './current-subscription.query';
import { BillingProviderError, type BillingGateway } from './ports/billing-gateway.port';
import type { StoredSubscription, SubscriptionRepository } from './ports/subscription-repository.port';

const TRIAL_START = new Date('2026-11-24T10:00:00Z');
const TRIAL_END = new Date('2026-11-27T10:00:00Z');
const AFTER_TRIAL = new Date('2026-11-28T10:00:00Z');

const trial: StoredSubscription = {
  userId: 'user-1',
  plan: 'monthly',
  customerId: 'cus_1',
  record: {
    provider: 'stripe',
    providerSubId: 'sub_1',
    status: 'trialing',
    planPriceId: 'price_monthly',
    currentPeriodEnd: TRIAL_END,
    cancelAtPeriodEnd: false,
    trialStart: TRIAL_START,
    trialEnd: TRIAL_END,
    observedAt: TRIAL_START,
  },
};

/** Holds one stored subscription; observing replaces it (reconcile is the repository's own test). */
function oneSubscription(stored: StoredSubscription): SubscriptionRepository & { observed: SubscriptionRecord[] } {
  const observed: SubscriptionRecord[] = [];
  let current = stored;
  return {
    observed,
    latestOf: async () => current,
    observe: async (next) => {
      observed.push(next.record);
      current = next;
      return next;
    },
    observeEvent: async () => true,
  };
}

function providerAnswering(read: () => Promise<SubscriptionRecord>): BillingGateway {
  return { currentSubscription: read } as Partial<BillingGateway> as BillingGateway;
}

const clockAt = (now: Date) => ({ now: () => now });

describe('the current subscription once its trial has ended', () => {
  it('asks the provider how the first charge went', async () => {
    const subscriptions = oneSubscription(trial);
    const active = {
      ...trial.record,
      status: 'active' as const,
      currentPeriodEnd: new Date('2026-12-27T10:00:00Z'),
      observedAt: AFTER_TRIAL,
    };
    const query = new CurrentSubscriptionQuery(
      subscriptions,
      providerAnswering(async () => active),
      clockAt(AFTER_TRIAL),
    );

    const current = await query.of('user-1');

    expect(subscriptions.observed).toEqual([active]);
    expect(current.entitlement).toMatchObject({ subscriptionStatus: 'active', pro: true });
  });

  it('answers from the stored record, still Pro, when the provider cannot be reached', async () => {
    const subscriptions = oneSubscription(trial);
    const query = new CurrentSubscriptionQuery(
      subscriptions,
      providerAnswering(async () => Promise.reject(new BillingProviderError('connection refused'))),
      clockAt(AFTER_TRIAL),
    );

    const current = await query.of('user-1');

    expect(subscriptions.observed).toEqual([]);
    expect(current.entitlement).toMatchObject({ subscriptionStatus: 'active', pro: true });
  });

  it('lets any other failure through', async () => {
    const query = new CurrentSubscriptionQuery(
      oneSubscription(trial),
      providerAnswering(async () => Promise.reject(new TypeError('a bug'))),
      clockAt(AFTER_TRIAL),
    );

    await expect(query.of('user-1')).rejects.toThrow('a bug');
  });
});
