import type { EventSubscriber } from '../../../shared/kernel';
import { ACCOUNT_OPENED, type AccountOpened } from '../../accounts';
import type { AnalyticsEvents } from './ports/analytics-events.port';

/**
 * The sign-up step of the product's funnel: every opened account (new, or an
 * anonymous device upgraded) becomes the analytics event `account_opened`,
 * once, whatever the number of deliveries (the domain event's id is the row's).
 */
export function countOpenedAccounts(analytics: AnalyticsEvents): EventSubscriber<AccountOpened> {
  return {
    event: ACCOUNT_OPENED,
    subscriber: 'analytics.count-opened-accounts',
    handle: ({ id, payload, occurredAt }) =>
      analytics.add({
        id,
        name: 'account_opened',
        data: { fromDevice: payload.fromDevice },
        travellerId: payload.userId,
        userId: payload.userId,
        occurredAt,
      }),
  };
}
