import type { IntlShape } from 'react-intl';
import type { Plan } from '../../../../contracts/subscriptions';
import { HttpError } from '../../api/api-client';

/** An amount in cents as the locale writes it with its currency: `$7.99`, `7,99 US$`. */
export function formatMoney(intl: IntlShape, cents: number, currency: string): string {
  const whole = cents % 100 === 0;
  return intl.formatNumber(cents / 100, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  });
}

/** "$7.99 per month" / "$59.90 per year". */
export function planPrice(intl: IntlShape, plan: Plan): string {
  const price = intl.formatNumber(plan.amountCents / 100, { style: 'currency', currency: plan.currency });
  return intl.formatMessage({ id: plan.interval === 'month' ? 'billing.price.month' : 'billing.price.year' }, { price });
}

/** "3-day free trial, then $7.99 per month". */
export function trialThen(intl: IntlShape, plan: Plan): string {
  const price = intl.formatNumber(plan.amountCents / 100, { style: 'currency', currency: plan.currency });
  return intl.formatMessage(
    { id: plan.interval === 'month' ? 'billing.trial-then.month' : 'billing.trial-then.year' },
    { price, days: plan.trialDays },
  );
}

/** A date of the subscription, long enough to read: "27 November 2026". */
export function formatDay(intl: IntlShape, iso: string): string {
  return intl.formatDate(iso, { day: 'numeric', month: 'long', year: 'numeric' });
}

/** The card network as people write it: `visa` → Visa, `amex` → American Express. */
export function brandName(brand: string): string {
  const known: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express', discover: 'Discover' };
  return known[brand.toLowerCase()] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

/**
 * The message for a refused billing call: our translation of a known code,
 * else the server's own text, else `fallback`.
 */
export function billingProblem(intl: IntlShape, error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const id = error.code ? `billing.error.${error.code}` : undefined;
    if (id && intl.messages[id] !== undefined) return intl.formatMessage({ id });
    if (error.serverMessage) return error.serverMessage;
    const message = (error.body as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
