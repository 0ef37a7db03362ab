import { describe, expect, it } from 'vitest';
import type { SubscriptionRecord } from './subscription-record';
import { cancelTrialLink, reminderDue } from './trial-reminder';

const HOUR = 60 * 60 * 1000;
const trialEnd = new Date('2026-11-28T10:00:00Z');
const at = (hoursBeforeEnd: number) => new Date(trialEnd.getTime() - hoursBeforeEnd * HOUR);

const trial = (overrides: Partial<SubscriptionRecord> = {}): SubscriptionRecord => ({
  provider: 'local',
  providerSubId: 'lsub_1',
  status: 'trialing',
  planPriceId: 'price_monthly',
  currentPeriodEnd: trialEnd,
  cancelAtPeriodEnd: false,
  trialStart: at(72),
  trialEnd,
  observedAt: at(72),
  ...overrides,
});

describe('when the trial reminder is due', () => {
  it('is due from 24 hours before the trial ends until it ends', () => {
    expect(reminderDue(trial(), at(24.01))).toBe(false);
    expect(reminderDue(trial(), at(24))).toBe(true);
    expect(reminderDue(trial(), at(1))).toBe(true);
    expect(reminderDue(trial(), at(0))).toBe(false);
    expect(reminderDue(trial(), at(-1))).toBe(false);
  });

  it('is never due for a cancelled trial nor for a subscription past its trial', () => {
    expect(reminderDue(trial({ cancelAtPeriodEnd: true }), at(12))).toBe(false);
    expect(reminderDue(trial({ status: 'active' }), at(12))).toBe(false);
    expect(reminderDue(trial({ status: 'canceled' }), at(12))).toBe(false);
    expect(reminderDue(trial({ trialEnd: null }), at(12))).toBe(false);
  });
});

describe('the cancel link', () => {
  it('points to the cancel page of the public origin with the token in the query', () => {
    expect(cancelTrialLink('https://travelfit.example', 'a+b/c')).toBe('https://travelfit.example/billing/cancel-trial?token=a%2Bb%2Fc');
  });
});
