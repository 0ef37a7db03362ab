import type { Plan, PlansReply, SubscriptionStatusReply, TestCheckout } from '../../../contracts/subscriptions';
import { profileFixture, userFixture } from '../features/profile/profile.fixture';

export { profileFixture, userFixture };
import type { FetchCall } from './render-app';

export const TOKEN = 'session-token-of-maya';
export const DEVICE = 'fc_0123456789abcdef0123456789abcdef';

export const monthlyPlan: Plan = {
  id: 'monthly',
  interval: 'month',
  amountCents: 799,
  currency: 'USD',
  trialDays: 3,
  bestValue: false,
  yearlySavingCents: 0,
};
export const annualPlan: Plan = {
  id: 'annual',
  interval: 'year',
  amountCents: 5990,
  currency: 'USD',
  trialDays: 3,
  bestValue: true,
  yearlySavingCents: 3598,
};
export const plansReply: PlansReply = { plans: [monthlyPlan, annualPlan], billing: 'local' };

export function checkoutFixture(overrides: Partial<TestCheckout> = {}): TestCheckout {
  return { id: 'cs_test_1', plan: monthlyPlan, status: 'open', email: 'maya@example.com', testMode: true, ...overrides };
}

export function statusFixture(overrides: Partial<SubscriptionStatusReply> = {}): SubscriptionStatusReply {
  return {
    subscriptionStatus: 'none',
    accountType: 'registered',
    isActive: false,
    isTrial: false,
    trialEndsAt: null,
    daysRemaining: null,
    planName: null,
    stripeSubscriptionId: null,
    stripeStatus: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    accessEndsAt: null,
    ...overrides,
  };
}

export const trialStatus = statusFixture({
  subscriptionStatus: 'trial',
  isTrial: true,
  trialEndsAt: '2026-11-27T10:00:00.000Z',
  daysRemaining: 3,
  planName: 'monthly',
  stripeSubscriptionId: 'sub_local_1',
  stripeStatus: 'trialing',
  currentPeriodEnd: '2026-11-27T10:00:00.000Z',
});

export const signIn = () => localStorage.setItem('fc_auth_token', TOKEN);

type Answer = { status: number; body?: unknown } | undefined;

/** The signed-in traveller's profile, then whatever `more` answers. */
export function withSession(more: (call: FetchCall) => Answer, user = userFixture()) {
  return (call: FetchCall): Answer => {
    if (call.url === '/api/auth/profile') return { status: 200, body: { success: true, user } };
    return more(call);
  };
}
