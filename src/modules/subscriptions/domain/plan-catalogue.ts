import { TRIAL_DAYS, type Plan } from '../../../../contracts/subscriptions';

/**
 * The one plan catalogue every page shows (DECISIONS.md "Plans and prices"):
 * monthly and annual, a 3-day trial on both, the annual plan the best value
 * with what it saves against twelve monthly payments.
 */
export function planCatalogue(prices: { monthlyCents: number; annualCents: number; currency: string }): Plan[] {
  const yearOfMonthly = prices.monthlyCents * 12;
  return [
    {
      id: 'monthly',
      interval: 'month',
      amountCents: prices.monthlyCents,
      currency: prices.currency,
      trialDays: TRIAL_DAYS,
      bestValue: false,
      yearlySavingCents: 0,
    },
    {
      id: 'annual',
      interval: 'year',
      amountCents: prices.annualCents,
      currency: prices.currency,
      trialDays: TRIAL_DAYS,
      bestValue: prices.annualCents < yearOfMonthly,
      yearlySavingCents: Math.max(0, yearOfMonthly - prices.annualCents),
    },
  ];
}
