import { describe, expect, it } from 'vitest';
import { allowanceStatus, spentThisWeek } from './allowance';

const WEEK = '2026-11-16';

describe('the free plan allowance', () => {
  it.each([
    [0, true, 2],
    [1, true, 1],
    [2, false, 0],
    [5, false, 0],
  ])('after %i spent this week: allowed %s, %i remaining', (spent, allowed, remaining) => {
    expect(allowanceStatus({ subscriptionStatus: 'none', unlimited: false, spent, weekStart: WEEK })).toEqual({
      allowed,
      remaining,
      subscriptionStatus: 'none',
      plan: 'free',
      limit: 2,
      weekStart: WEEK,
      resetsAt: '2026-11-23T00:00:00.000Z',
    });
  });

  it('is unlimited (remaining -1) for Pro travellers, whatever they spent', () => {
    expect(allowanceStatus({ subscriptionStatus: 'trial', unlimited: true, spent: 9, weekStart: WEEK })).toMatchObject({
      allowed: true,
      remaining: -1,
      limit: -1,
      plan: 'pro',
    });
    expect(allowanceStatus({ subscriptionStatus: 'expired', unlimited: false, spent: 2, weekStart: WEEK })).toMatchObject({
      allowed: false,
      plan: 'free',
    });
  });

  it('counts only this week’s uses: an earlier week’s count has rolled over', () => {
    expect(spentThisWeek(undefined, WEEK)).toBe(0);
    expect(spentThisWeek({ workoutCount: 2, weekStart: '2026-11-09' }, WEEK)).toBe(0);
    expect(spentThisWeek({ workoutCount: 2, weekStart: WEEK }, WEEK)).toBe(2);
  });

  it('honours a count stored for a later week (another server already past Monday), so a skewed clock never reopens it', () => {
    expect(spentThisWeek({ workoutCount: 2, weekStart: '2026-11-23' }, WEEK)).toBe(2);
  });
});
