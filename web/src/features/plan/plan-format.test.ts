import { describe, expect, it } from 'vitest';
import type { PlanDay } from '../../../../contracts/plans';
import { planDayFor } from './plan-format';

const days = ['2026-11-27', '2026-11-28', '2026-11-29'].map((date) => ({ date }) as PlanDay);
const plan = { startDate: '2026-11-27', days };

describe('planDayFor', () => {
  it('is the plan’s day of the browser’s date', () => {
    expect(planDayFor(plan, '2026-11-28')?.date).toBe('2026-11-28');
  });

  it('is the first day while the browser is still on the day before the plan began at home (a zone behind home)', () => {
    expect(planDayFor(plan, '2026-11-26')?.date).toBe('2026-11-27');
  });

  it('is none once the plan is over', () => {
    expect(planDayFor(plan, '2026-11-30')).toBeUndefined();
  });
});
