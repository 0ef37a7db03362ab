import type { SubscriptionRecord } from './subscription-record';

/** The reminder goes out this long before a trial ends (DECISIONS.md "Trial reminder"). */
export const REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a subscription's trial reminder is due at `now`: a trial that still
 * runs, will turn into a charge (not cancelled), and ends within 24 hours.
 * After the trial end it is too late: the first charge has happened.
 */
export function reminderDue(record: SubscriptionRecord, now: Date): boolean {
  if (record.status !== 'trialing' || record.cancelAtPeriodEnd || !record.trialEnd) return false;
  const left = record.trialEnd.getTime() - now.getTime();
  return left > 0 && left <= REMINDER_LEAD_MS;
}

/** The one-click cancel page the e-mail links to: built from the configured public origin, never from a request's Host. */
export function cancelTrialLink(publicOrigin: string, token: string): string {
  const url = new URL('/billing/cancel-trial', publicOrigin);
  url.searchParams.set('token', token);
  return url.toString();
}
