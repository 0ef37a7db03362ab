import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../contracts/i18n/en/billing.json';
import es from '../../../../contracts/i18n/es/billing.json';
import { annualPlan, monthlyPlan } from '../../testing/billing.fixture';
import { formatMoney, planPrice } from './billing-format';

/** Issue 10: prices formatted for the locale with the currency shown, in English and Spanish. */
describe('prices', () => {
  const english = createIntl({ locale: 'en', messages: en });
  const spanish = createIntl({ locale: 'es', messages: es });

  it('are written as each language writes money, with the currency', () => {
    expect(planPrice(english, monthlyPlan)).toBe('$7.99 per month');
    expect(planPrice(english, annualPlan)).toBe('$59.90 per year');
    expect(planPrice(spanish, monthlyPlan).replace(/\s/g, ' ')).toBe('7,99 US$ al mes');
    expect(planPrice(spanish, annualPlan).replace(/\s/g, ' ')).toBe('59,90 US$ al año');
  });

  it('write a whole amount without cents, as the plan card shows the rounded annual saving ("about $36")', () => {
    expect(formatMoney(english, 3600, 'USD')).toBe('$36');
    expect(formatMoney(spanish, 3600, 'USD').replace(/\s/g, ' ')).toBe('36 US$');
  });
});
